import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { specificEvents } from "@/lib/server/db/schema";
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
  const events = [
    // Thursday to Saturday, week 6 of the year.
    ["LIV Golf Riyadh", "2025-02-06", "2025-02-08"],
    // The fifth Friday of August 2025, a week after the Team Championship: still a week apart.
    ["LIV Golf Indianapolis", "2025-08-29", "2025-08-31"],
    ["LIV Golf Team Championship 2025", "2025-08-22", "2025-08-24"],
    ["LIV Golf Riyadh", "2024-03-01", "2024-03-03"],
  ];
  for (const [name, startDate, endDate] of events) {
    const res = await http("/api/specific-events", {
      cookie: adminCookie,
      json: { name, startDate, endDate, eventBrandId: brandId, locationCountry: "Somewhere" },
    });
    expect(res.status).toBe(201);
  }
});

const roll = (body: unknown, cookie = adminCookie, id = brandId) =>
  http(`/api/event-brands/${id}/roll-season`, { cookie, json: body });
const schedule = async () =>
  (await http(`/api/specific-events?eventBrandId=${brandId}`, { cookie: userCookie })).body as {
    id: number;
    name: string;
    startDate: string;
    endDate: string;
    datesProvisional: boolean;
    locationCountry: string;
  }[];

describe("POST /api/event-brands/{id}/roll-season", () => {
  it("copies a season to the next year on the same weekday of the same week, provisional", async () => {
    const res = await roll({ fromYear: 2025 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ fromYear: 2025, toYear: 2026, created: 3, skipped: 0 });
    const rolled = (await schedule()).filter((event) => event.startDate.startsWith("2026"));
    expect(
      rolled.map(({ name, startDate, endDate, datesProvisional, locationCountry }) => ({
        name,
        startDate,
        endDate,
        datesProvisional,
        locationCountry,
      })),
    ).toEqual([
      {
        name: "LIV Golf Riyadh",
        startDate: "2026-02-05",
        endDate: "2026-02-07",
        datesProvisional: true,
        locationCountry: "Somewhere",
      },
      {
        name: "LIV Golf Team Championship 2026",
        startDate: "2026-08-21",
        endDate: "2026-08-23",
        datesProvisional: true,
        locationCountry: "Somewhere",
      },
      {
        name: "LIV Golf Indianapolis",
        startDate: "2026-08-28",
        endDate: "2026-08-30",
        datesProvisional: true,
        locationCountry: "Somewhere",
      },
    ]);
    // The source season is untouched and confirmed.
    const source = (await schedule()).filter((event) => event.startDate.startsWith("2025"));
    expect(source.map((event) => event.datesProvisional)).toEqual([false, false, false]);
  });

  it("is idempotent: rolling again, even after a copy's dates changed, creates nothing", async () => {
    expect((await roll({ fromYear: 2025, toYear: 2026 })).body.created).toBe(3);
    const riyadh = (await schedule()).find((event) => event.startDate === "2026-02-05")!;
    const moved = await http(`/api/specific-events/${riyadh.id}`, {
      method: "PATCH",
      cookie: adminCookie,
      json: { startDate: "2026-02-12", endDate: "2026-02-14" },
    });
    expect(moved.status).toBe(200);
    const again = await roll({ fromYear: 2025 });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ created: 0, skipped: 3, events: [] });
    expect(await schedule()).toHaveLength(7);
    // Rolling the rolled season on: 2026 → 2027 copies the three, 2024 → 2025 only what is new.
    expect((await roll({ fromYear: 2026 })).body).toMatchObject({ created: 3, skipped: 0 });
    expect((await roll({ fromYear: 2024 })).body).toMatchObject({ created: 0, skipped: 1 });
  });

  it("is for admins only and validates the years", async () => {
    expect((await roll({ fromYear: 2025 }, userCookie)).status).toBe(403);
    expect((await http(`/api/event-brands/${brandId}/roll-season`, { json: {} })).status).toBe(401);
    const backwards = await roll({ fromYear: 2025, toYear: 2025 });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain("toYear must be after fromYear");
    expect((await roll({ fromYear: "2025x" })).status).toBe(400);
    expect((await roll({})).status).toBe(400);
    expect((await roll({ fromYear: 2025 }, adminCookie, 999999)).status).toBe(404);
    // Nothing was written by the refused calls.
    expect(await schedule()).toHaveLength(4);
  });

  it("clears the flag when the dates are confirmed or edited, not on other edits", async () => {
    await roll({ fromYear: 2025 });
    const rolled = (await schedule()).filter((event) => event.startDate.startsWith("2026"));
    const riyadh = rolled.find((event) => event.name === "LIV Golf Riyadh");
    const championship = rolled.find((event) => event.name === "LIV Golf Team Championship 2026");
    const described = await http(`/api/specific-events/${riyadh!.id}`, {
      method: "PATCH",
      cookie: adminCookie,
      json: { description: "Under lights", startDate: riyadh!.startDate },
    });
    expect(described.body.datesProvisional).toBe(true);
    const confirmed = await http(`/api/specific-events/${riyadh!.id}`, {
      method: "PATCH",
      cookie: adminCookie,
      json: { datesProvisional: false },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.datesProvisional).toBe(false);
    const edited = await http(`/api/specific-events/${championship!.id}`, {
      method: "PATCH",
      cookie: adminCookie,
      json: { endDate: "2026-08-24" },
    });
    expect(edited.body.datesProvisional).toBe(false);
    // A seller cannot confirm dates.
    const third = (await schedule()).find((event) => event.startDate === "2026-08-28")!;
    expect(
      (
        await http(`/api/specific-events/${third.id}`, {
          method: "PATCH",
          cookie: userCookie,
          json: { datesProvisional: false },
        })
      ).status,
    ).toBe(403);
    const [row] = await getDb()
      .select({ provisional: specificEvents.datesProvisional })
      .from(specificEvents)
      .where(and(eq(specificEvents.id, third.id)));
    expect(row!.provisional).toBe(true);
  });
});
