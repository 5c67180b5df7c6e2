import { createTestUser, resetDatabase } from "../support/db";
import { http, signIn } from "../support/http";

let adminCookie: string;
let brandId: number;

beforeEach(async () => {
  await resetDatabase();
  const admin = await createTestUser({ username: "boss", role: "admin" });
  adminCookie = await signIn(admin.username, admin.password);
  brandId = (await http("/api/event-brands", { cookie: adminCookie, json: { name: "LIV Golf" } }))
    .body.id;
});

// Names a broken client or a bad paste produces, and the message each gets.
const BAD_NAMES: Array<[string, string]> = [
  ["NaN", 'Name cannot be "NaN"'],
  ["undefined", 'Name cannot be "undefined"'],
  ["  null  ", 'Name cannot be "null"'],
  ["x\uFFFDy", "Name contains an invalid character (a broken or unreadable symbol)"],
  // The request layer already refuses a lone surrogate anywhere in a JSON body, naming the field.
  ["Golf \uD800 Tour", "FIELD contains an unpaired surrogate (U+D800), which is not valid text"],
  // The request layer refuses C0 controls other than tab and line breaks in any field; the name
  // rule adds those, DEL and the C1 controls.
  ["Golf\u0007Tour", "FIELD contains a control character (U+0007), which is not allowed"],
  ["Golf\tTour", "Name must not contain control characters"],
  ["Golf\u007fTour", "Name must not contain control characters"],
  ["Golf\nTour", "Name must not contain control characters"],
  ["Golf\u0085Tour", "Name must not contain control characters"],
  ["---", "Name must contain a letter or digit"],
  ["🏌️", "Name must contain a letter or digit"],
];

type Entity = {
  label: string;
  field: string;
  create: (name: string) => Promise<{ status: number; body: { error?: string; id?: number } }>;
  patch: (id: number, name: string) => Promise<{ status: number; body: { error?: string } }>;
  read: (id: number) => Promise<string>;
  count: () => Promise<number>;
};

const json = (path: string, body: unknown, method = "POST") =>
  http(path, { cookie: adminCookie, json: body, method });
const names = async (path: string) =>
  ((await http(path, { cookie: adminCookie })).body as unknown[]).length;

const entities: Entity[] = [
  {
    label: "event brand",
    field: "name",
    create: (name) => json("/api/event-brands", { name }),
    patch: (id, name) => json(`/api/event-brands/${id}`, { name }, "PATCH"),
    read: async (id) => (await http(`/api/event-brands/${id}`, { cookie: adminCookie })).body.name,
    count: () => names("/api/event-brands"),
  },
  {
    label: "specific event",
    field: "name",
    create: (name) => json("/api/specific-events", { name, eventBrandId: brandId }),
    patch: (id, name) => json(`/api/specific-events/${id}`, { name }, "PATCH"),
    read: async (id) =>
      (await http(`/api/specific-events/${id}`, { cookie: adminCookie })).body.name,
    count: () => names(`/api/specific-events?eventBrandId=${brandId}`),
  },
  {
    label: "sponsor brand",
    field: "name",
    create: (name) => json("/api/sponsor-brands", { name }),
    patch: (id, name) => json(`/api/sponsor-brands/${id}`, { name }, "PATCH"),
    read: async (id) =>
      (await http(`/api/sponsor-brands/${id}`, { cookie: adminCookie })).body.name,
    count: async () =>
      Number(
        (await http("/api/sponsor-brands?pageSize=1", { cookie: adminCookie })).headers.get(
          "x-total-count",
        ),
      ),
  },
  {
    label: "deal",
    field: "sponsorName",
    create: (name) =>
      json("/api/sponsor-deals", {
        eventBrandId: brandId,
        sponsorName: name,
        industry: "Automotive",
        sponsorshipLevel: "Official Partner",
        status: "Active",
        value: 1000,
        startDate: "2025-01-01",
        endDate: "2027-12-31",
      }),
    patch: (id, name) => json(`/api/sponsor-deals/${id}`, { sponsorName: name }, "PATCH"),
    read: async (id) =>
      (await http(`/api/sponsor-deals/${id}`, { cookie: adminCookie })).body.sponsorName,
    count: () => names(`/api/sponsor-deals?eventBrandId=${brandId}`),
  },
];

describe.each(entities)("the name rule: $label", (entity) => {
  it("refuses bad names on create and rename with a clear 400, changing nothing", async () => {
    const made = await entity.create("Good Name 2");
    expect(made.status).toBe(201);
    const id = made.body.id!;
    const before = await entity.count();
    for (const [name, text] of BAD_NAMES) {
      const message = text.replace("FIELD", entity.field);
      const created = await entity.create(name);
      expect({ name, status: created.status, error: created.body.error }).toEqual({
        name,
        status: 400,
        error: message,
      });
      const renamed = await entity.patch(id, name);
      expect({ name, status: renamed.status, error: renamed.body.error }).toEqual({
        name,
        status: 400,
        error: message,
      });
    }
    expect(await entity.count()).toBe(before);
    expect(await entity.read(id)).toBe("Good Name 2");
  });

  it("still accepts real names: accents, scripts, digits, emoji beside letters", async () => {
    for (const name of ["Škoda", "東京 Open", "2XU", "Nan Golf", "Null & Void ⛳", "  Trimmed  "]) {
      const res = await entity.create(name);
      expect({ name, status: res.status }).toEqual({ name, status: 201 });
      expect(await entity.read(res.body.id!)).toBe(name.trim());
    }
  });
});
