import { count, eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { eventBrands, sponsorDeals, specificEvents } from "@/lib/server/db/schema";
import { createTestUser, resetDatabase } from "../support/db";
import { http, signIn } from "../support/http";
import { formWithFile, pngBytes, SAFE_SVG, SCRIPTED_SVG } from "../support/images";

let adminCookie: string;
let userCookie: string;

beforeEach(async () => {
  await resetDatabase();
  const admin = await createTestUser({ username: "boss", role: "admin" });
  const user = await createTestUser({ username: "seller" });
  adminCookie = await signIn(admin.username, admin.password);
  userCookie = await signIn(user.username, user.password);
});

const brandCount = async () => (await getDb().select({ n: count() }).from(eventBrands))[0]?.n ?? 0;
const createBrand = async (body: Record<string, unknown>) =>
  http("/api/event-brands", { cookie: adminCookie, json: body });

describe("event brands", () => {
  it("creates (admin), trims the name and answers it with an event count", async () => {
    const res = await createBrand({
      name: "  Asian Tour  ",
      website: "asiantour.com",
      description: "Golf in Asia.",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "Asian Tour",
      website: "asiantour.com",
      description: "Golf in Asia.",
      eventCount: 0,
      logoUrl: null,
    });
    const list = await http("/api/event-brands", { cookie: userCookie });
    expect(list.body.map((b: { name: string }) => b.name)).toEqual(["Asian Tour"]);
    const one = await http(`/api/event-brands/${res.body.id}`, { cookie: userCookie });
    expect(one.body).toMatchObject({ id: res.body.id, eventCount: 0 });
  });

  it.each([
    [{}, "Event name is required"],
    [{ name: "   " }, "Event name is required"],
    [{ name: 42 }, "Event name is required"],
    [{ name: "x".repeat(256) }, "Event name must be at most 255 characters"],
    [{ name: "Ok", website: 7 }, "Website must be text"],
  ])("refuses %j with '%s'", async (body, message) => {
    const res = await createBrand(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await brandCount()).toBe(0);
  });

  it("refuses a duplicate name in any case with 409", async () => {
    await createBrand({ name: "LIV Golf" });
    const res = await createBrand({ name: "liv golf" });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe("An event brand with this name already exists");
    expect(await brandCount()).toBe(1);
  });

  it("refuses writes from non-admins (403) and from signed-out visitors (401)", async () => {
    const created = await createBrand({ name: "Tour" });
    const id = created.body.id;
    expect(
      (await http("/api/event-brands", { cookie: userCookie, json: { name: "Mine" } })).status,
    ).toBe(403);
    expect(
      (
        await http(`/api/event-brands/${id}`, {
          method: "PATCH",
          cookie: userCookie,
          json: { name: "X" },
        })
      ).status,
    ).toBe(403);
    expect(
      (await http(`/api/event-brands/${id}`, { method: "DELETE", cookie: userCookie })).status,
    ).toBe(403);
    expect(
      (
        await http(`/api/event-brands/${id}/upload-logo`, {
          cookie: userCookie,
          form: formWithFile("logo", await pngBytes(), "l.png", "image/png"),
        })
      ).status,
    ).toBe(403);
    expect((await http("/api/event-brands")).status).toBe(401);
    expect((await http(`/api/event-brands/${id}`)).status).toBe(401);
    expect(await brandCount()).toBe(1);
  });

  it("edits a brand, keeping names unique", async () => {
    const a = await createBrand({ name: "Alpha" });
    await createBrand({ name: "Beta" });
    const edited = await http(`/api/event-brands/${a.body.id}`, {
      method: "PATCH",
      cookie: adminCookie,
      json: { description: "New text", website: "" },
    });
    expect(edited.body).toMatchObject({ name: "Alpha", description: "New text", website: null });
    const clash = await http(`/api/event-brands/${a.body.id}`, {
      method: "PATCH",
      cookie: adminCookie,
      json: { name: "BETA" },
    });
    expect(clash.status).toBe(409);
    expect(
      (
        await http(`/api/event-brands/${a.body.id}`, {
          method: "PATCH",
          cookie: adminCookie,
          json: {},
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await http(`/api/event-brands/${a.body.id}`, {
          method: "PATCH",
          cookie: adminCookie,
          json: { name: "Alpha", bogus: 1 },
        })
      ).status,
    ).toBe(400);
  });

  it.each([
    ["/api/event-brands/abc", 400],
    ["/api/event-brands/0", 400],
    ["/api/event-brands/1.5", 400],
    ["/api/event-brands/99999", 404],
  ])("GET %s answers %i JSON", async (path, status) => {
    const res = await http(path, { cookie: userCookie });
    expect(res.status).toBe(status);
    expect(typeof res.body.error).toBe("string");
  });

  it("deletes a brand only while no events or deals refer to it", async () => {
    const brand = await createBrand({ name: "Busy" });
    const id = brand.body.id;
    await getDb()
      .insert(specificEvents)
      .values({ eventBrandId: id, name: "Opener", startDate: "2026-03-01" });
    let res = await http(`/api/event-brands/${id}`, { method: "DELETE", cookie: adminCookie });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(
      "Busy still has 1 scheduled event and 0 sponsor deals. Delete or move them first.",
    );
    await getDb().delete(specificEvents).where(eq(specificEvents.eventBrandId, id));
    await getDb()
      .insert(sponsorDeals)
      .values({ eventBrandId: id, sponsorName: "Acme", sponsorshipLevel: "Official Partner" });
    res = await http(`/api/event-brands/${id}`, { method: "DELETE", cookie: adminCookie });
    expect(res.status).toBe(409);
    expect(res.body.details).toEqual({ events: 0, deals: 1 });
    await getDb().delete(sponsorDeals);
    res = await http(`/api/event-brands/${id}`, { method: "DELETE", cookie: adminCookie });
    expect(res.status).toBe(204);
    expect((await http(`/api/event-brands/${id}`, { cookie: adminCookie })).status).toBe(404);
    expect(
      (await http(`/api/event-brands/${id}`, { method: "DELETE", cookie: adminCookie })).status,
    ).toBe(404);
  });
});

describe("POST /api/event-brands/{id}/upload-logo", () => {
  let id: number;
  beforeEach(async () => {
    id = (await createBrand({ name: "Logo Tour" })).body.id;
  });
  const upload = (form: FormData) =>
    http(`/api/event-brands/${id}/upload-logo`, { cookie: adminCookie, form });

  it("stores the image as PNG and answers logoUrl", async () => {
    const res = await upload(
      formWithFile("logo", await pngBytes(600, 300), "logo.png", "image/png"),
    );
    expect(res.status).toBe(200);
    expect(res.body.logoUrl).toMatch(/^\/uploads\/logos\/event-brands\/.+\.png$/);
    expect(res.body.eventBrand.logoUrl).toBe(res.body.logoUrl);
    const file = await fetch(`${process.env.TEST_BASE_URL}${res.body.logoUrl}`);
    expect(file.headers.get("content-type")).toBe("image/png");
    const svg = await upload(formWithFile("logo", SAFE_SVG, "logo.svg", "image/svg+xml"));
    expect(svg.status).toBe(200);
    expect((await fetch(`${process.env.TEST_BASE_URL}${res.body.logoUrl}`)).status).toBe(404);
  });

  it.each([
    [
      "a non-image",
      () => formWithFile("logo", "GIF89a but not really", "x.gif", "image/gif"),
      415,
      "Please select an image file.",
    ],
    [
      "a scripted SVG",
      () => formWithFile("logo", SCRIPTED_SVG, "x.svg", "image/svg+xml"),
      415,
      "This SVG contains scripts or outside references and cannot be used.",
    ],
    [
      "5 MB + 1 byte",
      () => formWithFile("logo", new Uint8Array(5 * 1024 * 1024 + 1), "big.png", "image/png"),
      413,
      "Please select an image smaller than 5MB.",
    ],
    ["no file", () => new FormData(), 400, "Please select an image to upload."],
  ])(
    "refuses %s with an error field and keeps the brand's logo",
    async (_label, make, status, message) => {
      const res = await upload(make());
      expect(res.status).toBe(status);
      expect(res.body.error).toBe(message);
      expect(
        (await http(`/api/event-brands/${id}`, { cookie: adminCookie })).body.logoUrl,
      ).toBeNull();
    },
  );

  it("answers 404 for an unknown brand without storing anything", async () => {
    const res = await http(`/api/event-brands/9999/upload-logo`, {
      cookie: adminCookie,
      form: formWithFile("logo", await pngBytes(), "l.png", "image/png"),
    });
    expect(res.status).toBe(404);
  });
});

describe("GET /api/logo/{name}", () => {
  it("finds a stored logo by the encoded name and 404s otherwise", async () => {
    const brand = await createBrand({ name: "Asian Tour" });
    expect((await http("/api/logo/asian+tour", { cookie: userCookie })).status).toBe(404);
    const up = await http(`/api/event-brands/${brand.body.id}/upload-logo`, {
      cookie: adminCookie,
      form: formWithFile("logo", await pngBytes(), "l.png", "image/png"),
    });
    for (const name of ["asian+tour", "asian+tour,", "Asian%20Tour"]) {
      const res = await http(`/api/logo/${name}`, { cookie: userCookie });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ logoUrl: up.body.logoUrl });
    }
    expect((await http("/api/logo/nobody", { cookie: userCookie })).status).toBe(404);
    expect((await http("/api/logo/asian+tour")).status).toBe(401);
  });
});
