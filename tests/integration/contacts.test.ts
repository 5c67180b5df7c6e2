import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { crmContacts, sponsorInteractions } from "@/lib/server/db/schema";
import { createTestUser, resetDatabase } from "../support/db";
import { http, signIn } from "../support/http";

let cookie: string;
let rolex: number;
let omega: number;

const newSponsor = async (name: string) => {
  const res = await http("/api/sponsor-brands", { cookie, json: { name } });
  expect(res.status).toBe(201);
  return res.body.id as number;
};

const addContact = (sponsorId: number, body: unknown) =>
  http(`/api/sponsor-brands/${sponsorId}/contacts`, { cookie, json: body });

const listContacts = async (sponsorId: number) =>
  (await http(`/api/sponsor-brands/${sponsorId}/contacts`, { cookie })).body as Array<{
    id: number;
    name: string;
    isPrimary: boolean;
  }>;

const patchContact = (id: number, body: unknown) =>
  http(`/api/contacts/${id}`, { cookie, method: "PATCH", json: body });

beforeEach(async () => {
  await resetDatabase();
  const user = await createTestUser({ username: "seller", role: "admin" });
  cookie = await signIn(user.username, user.password);
  rolex = await newSponsor("Rolex");
  omega = await newSponsor("Omega");
});

describe("contacts", () => {
  it("needs a session on every route", async () => {
    expect((await http(`/api/sponsor-brands/${rolex}/contacts`)).status).toBe(401);
    expect(
      (await http(`/api/sponsor-brands/${rolex}/contacts`, { json: { firstName: "Ann" } })).status,
    ).toBe(401);
    expect((await http("/api/contacts/1", { method: "PATCH", json: { title: "x" } })).status).toBe(
      401,
    );
    expect((await http("/api/contacts/1", { method: "DELETE" })).status).toBe(401);
  });

  it("adds contacts: the first is primary, every field is stored and answered", async () => {
    const first = await addContact(rolex, {
      firstName: "Ann",
      lastName: "Lee",
      title: "Head of Sponsorship",
      email: "ann.lee@rolex.example",
      phone: "+41 (22) 302-2200",
      linkedinUrl: "https://www.linkedin.com/in/ann-lee",
      notes: "Prefers email",
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      sponsorBrandId: rolex,
      firstName: "Ann",
      lastName: "Lee",
      name: "Ann Lee",
      title: "Head of Sponsorship",
      email: "ann.lee@rolex.example",
      phone: "+41 (22) 302-2200",
      linkedinUrl: "https://www.linkedin.com/in/ann-lee",
      notes: "Prefers email",
      isPrimary: true,
    });
    const [row] = await getDb().select().from(crmContacts).where(eq(crmContacts.id, first.body.id));
    expect(row!.position).toBe("Head of Sponsorship");

    // The convenience `name` is split at the last space.
    const second = await addContact(rolex, { name: "Mary Ann Smith", isPrimary: false });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({
      firstName: "Mary Ann",
      lastName: "Smith",
      isPrimary: false,
      title: null,
      email: null,
    });
    // Primary first, then by last name.
    expect((await listContacts(rolex)).map((c) => [c.name, c.isPrimary])).toEqual([
      ["Ann Lee", true],
      ["Mary Ann Smith", false],
    ]);
    // Another sponsor's first contact is its own primary.
    expect((await addContact(omega, { name: "Cher" })).body).toMatchObject({
      firstName: "Cher",
      lastName: "",
      name: "Cher",
      isPrimary: true,
    });
  });

  it.each([
    [{ lastName: "Lee" }, "body.firstName", "First name is required"],
    [{ firstName: "NaN" }, "body.firstName", 'First name cannot be "NaN"'],
    [
      { firstName: "Ann", lastName: "---" },
      "body.lastName",
      "Last name must contain a letter or digit",
    ],
    [{ firstName: "Ann", email: "ann@" }, "body.email", "Email must be a valid email address"],
    [
      { firstName: "Ann", phone: "call me" },
      "body.phone",
      "Phone may contain only digits, spaces and + ( ) - .",
    ],
    [
      { firstName: "Ann", phone: "9".repeat(51) },
      "body.phone",
      "Phone must be at most 50 characters",
    ],
    [
      { firstName: "Ann", linkedinUrl: "http://www.linkedin.com/in/ann" },
      "body.linkedinUrl",
      "LinkedIn URL must be an https address on linkedin.com",
    ],
    [
      { firstName: "Ann", linkedinUrl: "https://linkedin.com.evil.example/in/ann" },
      "body.linkedinUrl",
      "LinkedIn URL must be an https address on linkedin.com",
    ],
    [
      { firstName: "Ann", notes: "x".repeat(5001) },
      "body.notes",
      "Notes must be at most 5000 characters",
    ],
    [{ firstName: "Ann", isPrimary: "yes" }, "body.isPrimary", "isPrimary must be true or false"],
  ])("refuses case %#", async (body, path, message) => {
    const res = await addContact(rolex, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(res.body.details).toEqual(expect.arrayContaining([{ path, message }]));
    expect(await listContacts(rolex)).toEqual([]);
  });

  it("answers 404 for an unknown sponsor or contact", async () => {
    expect((await addContact(999999, { firstName: "Ann" })).body).toMatchObject({
      error: "Sponsor brand not found",
    });
    expect((await addContact(999999, { firstName: "Ann" })).status).toBe(404);
    expect((await http("/api/sponsor-brands/999999/contacts", { cookie })).status).toBe(404);
    const patch = await patchContact(999999, { title: "CMO" });
    expect(patch.status).toBe(404);
    expect(patch.body.error).toBe("Contact not found");
    expect((await http("/api/contacts/999999", { cookie, method: "DELETE" })).status).toBe(404);
    expect((await patchContact(1, {})).body.error).toBe("Nothing to change");
  });

  it("changes a contact; making one primary unsets the other", async () => {
    const ann = (await addContact(rolex, { name: "Ann Lee" })).body;
    const bob = (await addContact(rolex, { name: "Bob Ray" })).body;
    const changed = await patchContact(bob.id, { title: "CMO", email: "bob@rolex.example" });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      title: "CMO",
      email: "bob@rolex.example",
      isPrimary: false,
    });
    expect((await patchContact(bob.id, { email: "" })).body.email).toBeNull();
    expect((await patchContact(bob.id, { phone: "abc" })).body.error).toBe(
      "Phone may contain only digits, spaces and + ( ) - .",
    );

    const promoted = await patchContact(bob.id, { isPrimary: true });
    expect(promoted.body.isPrimary).toBe(true);
    expect((await listContacts(rolex)).map((c) => [c.id, c.isPrimary])).toEqual([
      [bob.id, true],
      [ann.id, false],
    ]);
    // A new contact marked primary takes the flag too.
    const cara = (await addContact(rolex, { name: "Cara Zed", isPrimary: true })).body;
    const primaries = (await listContacts(rolex)).filter((c) => c.isPrimary).map((c) => c.id);
    expect(primaries).toEqual([cara.id]);
    // Another sponsor's primary contact is not touched.
    const omegaContact = (await addContact(omega, { name: "Olga Mann" })).body;
    await patchContact(ann.id, { isPrimary: true });
    expect((await listContacts(omega))[0]).toMatchObject({ id: omegaContact.id, isPrimary: true });
  });

  it("keeps one primary contact when two are promoted at once", async () => {
    const ids = await Promise.all(
      ["Ann Lee", "Bob Ray", "Cara Zed", "Dan Oak"].map(
        async (name) => (await addContact(rolex, { name })).body.id as number,
      ),
    );
    const results = await Promise.all(ids.map((id) => patchContact(id, { isPrimary: true })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect((await listContacts(rolex)).filter((c) => c.isPrimary)).toHaveLength(1);
  });

  it("deletes a contact: the primary is not replaced and interactions keep their rows", async () => {
    const ann = (await addContact(rolex, { name: "Ann Lee" })).body;
    const bob = (await addContact(rolex, { name: "Bob Ray" })).body;
    const call = await http("/api/sponsor-interactions", {
      cookie,
      json: { sponsorBrandId: rolex, type: "call", date: "2026-11-10", contactId: ann.id },
    });
    expect(call.status).toBe(201);

    const removed = await http(`/api/contacts/${ann.id}`, { cookie, method: "DELETE" });
    expect(removed.status).toBe(204);
    expect(await listContacts(rolex)).toEqual([
      expect.objectContaining({ id: bob.id, isPrimary: false }),
    ]);
    const [row] = await getDb()
      .select()
      .from(sponsorInteractions)
      .where(eq(sponsorInteractions.id, call.body.id));
    expect(row).toMatchObject({ contactId: null, type: "call" });
    const log = await http(`/api/sponsor-interactions?sponsorBrandId=${rolex}`, { cookie });
    expect(log.body[0]).toMatchObject({ id: call.body.id, contactId: null, contactName: null });
    expect((await http(`/api/contacts/${ann.id}`, { cookie, method: "DELETE" })).status).toBe(404);
  });
});

describe("interactions name a contact", () => {
  it("logs an interaction with a contact, changes and clears it", async () => {
    const ann = (await addContact(rolex, { name: "Ann Lee" })).body;
    const bob = (await addContact(rolex, { firstName: "Bob" })).body;
    const call = await http("/api/sponsor-interactions", {
      cookie,
      json: { sponsorBrandId: rolex, type: "call", date: "2026-11-10", contactId: ann.id },
    });
    expect(call.status).toBe(201);
    expect(call.body).toMatchObject({ contactId: ann.id, contactName: "Ann Lee" });
    const list = await http(`/api/sponsor-interactions?sponsorBrandId=${rolex}`, { cookie });
    expect(list.body[0]).toMatchObject({ contactId: ann.id, contactName: "Ann Lee" });

    const moved = await http(`/api/sponsor-interactions/${call.body.id}`, {
      cookie,
      method: "PATCH",
      json: { contactId: bob.id },
    });
    expect(moved.body).toMatchObject({ contactId: bob.id, contactName: "Bob" });
    // A change of something else keeps the contact and answers its name.
    const done = await http(`/api/sponsor-interactions/${call.body.id}`, {
      cookie,
      method: "PATCH",
      json: { completed: true },
    });
    expect(done.body).toMatchObject({ completed: true, contactId: bob.id, contactName: "Bob" });
    const cleared = await http(`/api/sponsor-interactions/${call.body.id}`, {
      cookie,
      method: "PATCH",
      json: { contactId: null },
    });
    expect(cleared.body).toMatchObject({ contactId: null, contactName: null });
    // Without a contact the interaction answers none.
    const note = await http("/api/sponsor-interactions", {
      cookie,
      json: { sponsorBrandId: rolex, type: "note", date: "2026-11-11" },
    });
    expect(note.body).toMatchObject({ contactId: null, contactName: null });
  });

  it("refuses another sponsor's contact or an unknown one on body.contactId", async () => {
    const olga = (await addContact(omega, { name: "Olga Mann" })).body;
    const message = "The contact must be one of this sponsor's contacts";
    for (const contactId of [olga.id, 999999]) {
      const res = await http("/api/sponsor-interactions", {
        cookie,
        json: { sponsorBrandId: rolex, type: "call", date: "2026-11-10", contactId },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: message,
        details: [{ path: "body.contactId", message }],
      });
    }
    const call = await http("/api/sponsor-interactions", {
      cookie,
      json: { sponsorBrandId: rolex, type: "call", date: "2026-11-10" },
    });
    const patch = await http(`/api/sponsor-interactions/${call.body.id}`, {
      cookie,
      method: "PATCH",
      json: { contactId: olga.id },
    });
    expect(patch.status).toBe(400);
    expect(patch.body.error).toBe(message);
    const bad = await http("/api/sponsor-interactions", {
      cookie,
      json: { sponsorBrandId: rolex, type: "call", date: "2026-11-10", contactId: "x" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].path).toBe("body.contactId");
  });

  it("answers 404 for an unknown interaction before checking its contact", async () => {
    const res = await http("/api/sponsor-interactions/999999", {
      cookie,
      method: "PATCH",
      json: { contactId: 1 },
    });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe("Interaction not found");
  });
});
