import {
  computeAvailability,
  type AllocatableAsset,
  type AllocationRow,
} from "@/lib/server/inventory/allocation";

const events = [
  { id: 1, name: "Riyadh", startDate: "2026-02-05" },
  { id: 2, name: "Adelaide", startDate: "2026-02-13" },
  { id: 3, name: "Hong Kong", startDate: "2026-03-06" },
];

const asset = (overrides: Partial<AllocatableAsset> = {}): AllocatableAsset => ({
  id: 10,
  name: "Tee-box signage",
  category: "signage",
  scope: "event",
  unit: "per sign per event",
  quantity: 4,
  specificEventIds: [],
  ...overrides,
});

const held = (quantity: number, extra: Partial<AllocationRow> = {}): AllocationRow => ({
  assetId: 10,
  kind: "held",
  quantity,
  ...extra,
});

describe("computeAvailability", () => {
  it("counts an event asset at every event of the season when it names none", () => {
    const [row] = computeAvailability([asset()], events, []);
    expect(row).toMatchObject({ quantity: 12, sold: 0, held: 0, available: 12, overbooked: false });
    expect(row!.events.map((e) => [e.eventId, e.available])).toEqual([
      [1, 4],
      [2, 4],
      [3, 4],
    ]);
  });

  it("counts an event asset only at the events it names", () => {
    const [row] = computeAvailability([asset({ specificEventIds: [2] })], events, []);
    expect(row).toMatchObject({ quantity: 4, available: 4 });
    expect(row!.events.map((e) => e.eventId)).toEqual([2]);
  });

  it("takes a hold at every event it applies to, and a sale only at the events it names", () => {
    const [row] = computeAvailability([asset()], events, [
      held(1),
      { assetId: 10, kind: "sold", quantity: 2, eventIds: [3] },
    ]);
    expect(row).toMatchObject({ quantity: 12, sold: 2, held: 3, available: 7 });
    expect(row!.events.map((e) => [e.sold, e.held, e.available])).toEqual([
      [0, 1, 3],
      [0, 1, 3],
      [2, 1, 1],
    ]);
  });

  it("counts a season asset once and never answers a negative availability", () => {
    const posts = asset({ id: 20, scope: "season", quantity: 6, unit: "per post" });
    const [row] = computeAvailability([posts], events, [
      { assetId: 20, kind: "held", quantity: 4 },
      { assetId: 20, kind: "sold", quantity: 3 },
    ]);
    expect(row).toMatchObject({
      quantity: 6,
      sold: 3,
      held: 4,
      available: 0,
      overbooked: true,
      events: [],
    });
  });

  it("marks an event asset overbooked when one event is, and ignores other assets' rows", () => {
    const [row] = computeAvailability([asset()], events, [
      held(3),
      held(2, { eventIds: [1] }),
      { assetId: 99, kind: "sold", quantity: 50 },
    ]);
    expect(row).toMatchObject({ held: 11, available: 2, overbooked: true });
    expect(row!.events[0]).toMatchObject({ held: 5, available: 0 });
  });

  it("answers no quantity for an event asset in a season without events", () => {
    const [row] = computeAvailability([asset()], [], [held(1)]);
    expect(row).toMatchObject({ quantity: 0, held: 0, available: 0, events: [] });
  });
});
