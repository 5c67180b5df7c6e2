import { count } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { specificEvents } from "@/lib/server/db/schema";
import { LIV_GOLF_2025, livGolfSchedule, livGolfSeasonFor } from "@/lib/server/seed/event-brands";
import { todayIso } from "@/lib/shared/dates";
import { createTestUser, resetDatabase } from "../support/db";
import { http, signIn } from "../support/http";

let adminCookie: string;
let userCookie: string;
let brandId: number;

beforeEach(async () => {
  await resetDatabase();
  const admin = await createTestUser({ username: "boss", role: "admin" });
  const user = await createTestUser({ username: "seller" });
  adminCookie = await signIn(admin.username, admin.password);
  userCookie = await signIn(user.username, user.password);
  brandId = (await http("/api/event-brands", { cookie: adminCookie, json: { name: "LIV Golf" } }))
    .body.id;
});

const eventCount = async () =>
  (await getDb().select({ n: count() }).from(specificEvents))[0]?.n ?? 0;
const valid = () => ({
  name: "LIV Golf Riyadh",
  startDate: "2026-02-05",
  endDate: "2026-02-07",
  locationName: "Riyadh Golf Club",
  locationCountry: "Saudi Arabia",
  description: "Season opener",
  eventBrandId: brandId,
});
const create = (body: Record<string, unknown>, cookie = userCookie) =>
  http("/api/specific-events", { cookie, json: body });

describe("POST /api/specific-events", () => {
  it("creates an event for any signed-in user and lists it under its brand", async () => {
    const res = await create(valid());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      ...valid(),
      id: expect.any(Number),
      bannerImage: null,
      eventBrand: { id: brandId, name: "LIV Golf" },
    });
    const list = await http(`/api/specific-events?eventBrandId=${brandId}&_t=${Date.now()}`, {
      cookie: userCookie,
    });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(
      (await http(`/api/event-brands/${brandId}`, { cookie: userCookie })).body.eventCount,
    ).toBe(1);
  });

  it("accepts missing dates and full ISO timestamps", async () => {
    const tbd = await create({ name: "TBD event", eventBrandId: brandId });
    expect(tbd.body).toMatchObject({ startDate: null, endDate: null, locationName: null });
    const stamped = await create({
      ...valid(),
      name: "Stamped",
      startDate: "2026-05-01T00:00:00.000Z",
      endDate: "2026-05-03T00:00:00.000Z",
    });
    expect(stamped.body).toMatchObject({ startDate: "2026-05-01", endDate: "2026-05-03" });
  });

  it.each([
    [{ name: "" }, "Event name is required"],
    [{ name: undefined }, "Event name is required"],
    [{ eventBrandId: undefined }, "Choose the event brand this event belongs to"],
    [{ eventBrandId: "1" }, "Choose the event brand this event belongs to"],
    [{ eventBrandId: 9999 }, "The event brand does not exist"],
    [{ startDate: "2026-02-30" }, "Start date must be a valid date (YYYY-MM-DD)"],
    [{ startDate: "next week" }, "Start date must be a valid date (YYYY-MM-DD)"],
    [{ endDate: 20260207 }, "End date must be a date (YYYY-MM-DD)"],
    [
      { startDate: "2026-02-07", endDate: "2026-02-05" },
      "The end date cannot be before the start date",
    ],
    [{ bannerImage: "javascript:alert(1)" }, "Banner image must be an http(s) address"],
  ])("refuses %j with '%s' and stores nothing", async (change, message) => {
    const res = await create({ ...valid(), ...change });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await eventCount()).toBe(0);
  });

  it("refuses the same event twice (same brand, name and start date) with 409", async () => {
    await create(valid());
    const again = await create({ ...valid(), name: "liv golf riyadh" });
    expect(again.status).toBe(409);
    expect(await eventCount()).toBe(1);
  });

  it("needs a session", async () => {
    expect((await create(valid(), "")).status).toBe(401);
  });
});

describe("reading events", () => {
  it("orders by start date with undated events last, and 404s an unknown brand", async () => {
    await create({ ...valid(), name: "Later", startDate: "2026-06-01", endDate: null });
    await create({ ...valid(), name: "Undated", startDate: null, endDate: null });
    await create({ ...valid(), name: "Sooner", startDate: "2026-01-10", endDate: null });
    const list = await http(`/api/specific-events?eventBrandId=${brandId}`, { cookie: userCookie });
    expect(list.body.map((e: { name: string }) => e.name)).toEqual(["Sooner", "Later", "Undated"]);
    const unknown = await http("/api/specific-events?eventBrandId=9999", { cookie: userCookie });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe("Event brand not found");
    expect(
      (await http("/api/specific-events?eventBrandId=abc", { cookie: userCookie })).status,
    ).toBe(400);
  });

  it.each([
    ["abc", 400],
    ["-1", 400],
    ["12abc", 400],
    ["99999", 404],
  ])("GET /api/specific-events/%s answers %i JSON", async (id, status) => {
    const res = await http(`/api/specific-events/${id}`, { cookie: userCookie });
    expect(res.status).toBe(status);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
  });
});

describe("editing and deleting events (admin)", () => {
  it("fixes a wrong date, checking the order against the stored dates", async () => {
    const id = (await create(valid())).body.id;
    const fixed = await http(`/api/specific-events/${id}`, {
      method: "PATCH",
      cookie: adminCookie,
      json: { endDate: "2026-02-08" },
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body.endDate).toBe("2026-02-08");
    const inverted = await http(`/api/specific-events/${id}`, {
      method: "PATCH",
      cookie: adminCookie,
      json: { startDate: "2026-03-01" },
    });
    expect(inverted.status).toBe(400);
    expect(inverted.body.error).toBe("The end date cannot be before the start date");
    expect((await http(`/api/specific-events/${id}`, { cookie: userCookie })).body.startDate).toBe(
      "2026-02-05",
    );
  });

  it("refuses edits and deletes from non-admins", async () => {
    const id = (await create(valid())).body.id;
    expect(
      (
        await http(`/api/specific-events/${id}`, {
          method: "PATCH",
          cookie: userCookie,
          json: { name: "X" },
        })
      ).status,
    ).toBe(403);
    expect(
      (await http(`/api/specific-events/${id}`, { method: "DELETE", cookie: userCookie })).status,
    ).toBe(403);
    expect(await eventCount()).toBe(1);
  });

  it("removes a cancelled event", async () => {
    const id = (await create(valid())).body.id;
    expect(
      (await http(`/api/specific-events/${id}`, { method: "DELETE", cookie: adminCookie })).status,
    ).toBe(204);
    expect((await http(`/api/specific-events/${id}`, { cookie: adminCookie })).status).toBe(404);
    expect(
      (await http(`/api/specific-events/${id}`, { method: "DELETE", cookie: adminCookie })).status,
    ).toBe(404);
  });
});

describe("POST /api/admin/import-liv-events", () => {
  async function waitForCount(expected: number) {
    for (let i = 0; i < 50; i++) {
      if ((await eventCount()) >= expected) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it("answers at once, imports the 14 events of the season not yet over, and creates nothing twice", async () => {
    const today = todayIso();
    const season = livGolfSeasonFor(today);
    const first = await http("/api/admin/import-liv-events", {
      method: "POST",
      cookie: adminCookie,
    });
    expect(first.status).toBe(202);
    expect(first.body).toEqual({
      message: "The import process is running in the background.",
      status: "started",
      season,
    });
    await waitForCount(14);
    expect(await eventCount()).toBe(14);
    await http("/api/admin/import-liv-events", { method: "POST", cookie: adminCookie });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await eventCount()).toBe(14);
    const list = await http(`/api/specific-events?eventBrandId=${brandId}`, { cookie: userCookie });
    const schedule = livGolfSchedule(season);
    expect(
      list.body.map((event: Record<string, unknown>) => [
        event.name,
        event.startDate,
        event.endDate,
        event.datesProvisional,
      ]),
    ).toEqual(
      schedule.map((event) => [
        event.name,
        event.startDate,
        event.endDate,
        season > LIV_GOLF_2025.season,
      ]),
    );
    expect(list.body[0]).toMatchObject({
      name: "LIV Golf Riyadh",
      locationCountry: "Saudi Arabia",
    });
    // Not a season that is already over: its last event ends today or later.
    expect(list.body.at(-1).endDate >= today).toBe(true);
  });

  it("is for admins only", async () => {
    expect(
      (await http("/api/admin/import-liv-events", { method: "POST", cookie: userCookie })).status,
    ).toBe(403);
    expect((await http("/api/admin/import-liv-events", { method: "POST" })).status).toBe(401);
  });
});
