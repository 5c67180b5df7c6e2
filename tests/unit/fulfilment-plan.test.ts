import {
  deliverableKey,
  planDeliverables,
  seasonsCovered,
  type PlanItem,
  type PlanSeason,
} from "@/lib/server/fulfilment/plan";

const riyadh = { id: 1, name: "LIV Golf Riyadh", startDate: "2026-02-05" };
const adelaide = { id: 2, name: "LIV Golf Adelaide", startDate: "2026-02-12" };
const andalucia = { id: 3, name: "LIV Golf Andalucia", startDate: "2026-07-10" };
const season2026: PlanSeason = { season: 2026, events: [riyadh, adelaide, andalucia] };

const teeBox: PlanItem = {
  id: 10,
  assetId: 100,
  assetName: "Tee-box signage",
  scope: "event",
  quantity: 2,
  assetEventIds: [],
  specificEventIds: [],
};

describe("planDeliverables", () => {
  it("plans one deliverable per event and unit of an event asset, due on the event's date", () => {
    const planned = planDeliverables({
      startDate: "2026-01-01",
      endDate: "2026-12-31",
      items: [teeBox],
      seasons: [season2026],
    });
    expect(planned).toHaveLength(6);
    expect(planned[1]).toEqual({
      contractItemId: 10,
      assetId: 100,
      specificEventId: 1,
      season: 2026,
      unitNumber: 2,
      label: "Tee-box signage, LIV Golf Riyadh, unit 2",
      dueDate: "2026-02-05",
    });
    expect(new Set(planned.map(deliverableKey)).size).toBe(6);
  });

  it("narrows by the asset's events, then by the events the contract names", () => {
    const item = { ...teeBox, quantity: 1, assetEventIds: [1, 2], specificEventIds: [2, 3] };
    const planned = planDeliverables({
      startDate: "2026-01-01",
      endDate: "2026-12-31",
      items: [item],
      seasons: [season2026],
    });
    expect(planned.map((p) => p.specificEventId)).toEqual([2]);
  });

  it("leaves out events outside the contract's dates", () => {
    const planned = planDeliverables({
      startDate: "2026-02-10",
      endDate: "2026-06-30",
      items: [{ ...teeBox, quantity: 1 }],
      seasons: [season2026],
    });
    expect(planned.map((p) => p.specificEventId)).toEqual([2]);
  });

  it("plans a season asset per unit per season, due on the season's last event or 31 December", () => {
    const posts: PlanItem = { ...teeBox, id: 11, assetName: "Social post", scope: "season" };
    const planned = planDeliverables({
      startDate: "2026-01-01",
      endDate: "2027-12-31",
      items: [posts],
      seasons: [season2026, { season: 2027, events: [] }],
    });
    expect(planned.map((p) => [p.season, p.unitNumber, p.dueDate, p.specificEventId])).toEqual([
      [2026, 1, "2026-07-10", null],
      [2026, 2, "2026-07-10", null],
      [2027, 1, "2027-12-31", null],
      [2027, 2, "2027-12-31", null],
    ]);
    expect(planned[0]!.label).toBe("Social post, 2026 season, unit 1");
  });
});

describe("seasonsCovered", () => {
  it("is every calendar year from the start to the end", () => {
    expect(seasonsCovered("2025-07-01", "2027-06-30")).toEqual([2025, 2026, 2027]);
    expect(seasonsCovered("2026-01-01", "2026-12-31")).toEqual([2026]);
  });
});
