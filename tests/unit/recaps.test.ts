import {
  deliveredShare,
  deliveryLines,
  percentDelivered,
  proofPhotos,
  summedFigures,
  valueDelivered,
  type RecapDeliverableInput,
  type RecapProofInput,
} from "@/lib/server/recaps/compute";
import { recapDocument } from "@/lib/shared/recap-document";
import type { RecapContent } from "@/lib/shared/schemas/recap";

const teeBox = { assetId: 1, name: "Tee-box signage", category: "signage" };
const post = { assetId: 2, name: "Social post", category: "digital" };

const units: RecapDeliverableInput[] = [
  { id: 11, assetId: 1, label: "Tee box, Riyadh, unit 1", status: "delivered" },
  { id: 12, assetId: 1, label: "Tee box, Riyadh, unit 2", status: "delivered" },
  { id: 13, assetId: 1, label: "Tee box, Adelaide, unit 1", status: "missed" },
  { id: 14, assetId: 1, label: "Tee box, Adelaide, unit 2", status: "waived" },
  { id: 21, assetId: 2, label: "Post 1", status: "delivered" },
  { id: 22, assetId: 2, label: "Post 2", status: "planned" },
];

const proof = (overrides: Partial<RecapProofInput> & { id: number; deliverableId: number }) => ({
  kind: "figure",
  url: null,
  metric: null,
  value: null,
  source: null,
  ...overrides,
});

describe("recap units", () => {
  it("counts contracted, delivered, missed, waived and planned units per asset", () => {
    const { lines, totals } = deliveryLines([teeBox, post], units);
    expect(lines[0]).toMatchObject({
      contracted: 4,
      delivered: 2,
      missed: 1,
      waived: 1,
      planned: 0,
    });
    expect(lines[1]).toMatchObject({
      contracted: 2,
      delivered: 1,
      missed: 0,
      waived: 0,
      planned: 1,
    });
    expect(totals).toMatchObject({ contracted: 6, delivered: 3, missed: 1, waived: 1, planned: 1 });
  });

  it("delivered over owed: waived units are not owed", () => {
    const { lines, totals } = deliveryLines([teeBox, post], units);
    expect(lines[0]!.percentDelivered).toBe(67); // 2 of 3 owed
    expect(lines[1]!.percentDelivered).toBe(50);
    expect(totals.percentDelivered).toBe(60); // 3 of 5 owed
  });

  it("has no percentage when nothing is owed", () => {
    expect(percentDelivered(0, 0, 0)).toBeNull();
    expect(percentDelivered(0, 2, 2)).toBeNull();
    const { lines } = deliveryLines([{ assetId: 9, name: "Unplanned", category: "x" }], units);
    expect(lines[0]).toMatchObject({ contracted: 0, percentDelivered: null });
  });
});

describe("recap proof and figures", () => {
  const proofs: RecapProofInput[] = [
    proof({ id: 1, deliverableId: 11, kind: "photo", url: "/uploads/a.jpg" }),
    proof({ id: 2, deliverableId: 13, kind: "photo", url: "/uploads/missed.jpg" }),
    proof({ id: 3, deliverableId: 11, metric: "impressions", value: 1000, source: "Broadcaster" }),
    proof({ id: 4, deliverableId: 21, metric: "impressions", value: 500, source: " Instagram " }),
    proof({ id: 5, deliverableId: 21, metric: "clicks", value: 40, source: null }),
    proof({ id: 6, deliverableId: 22, metric: "posts", value: 3, source: "Planned only" }),
    proof({ id: 7, deliverableId: 12, kind: "link", url: "https://example.com" }),
  ];

  it("shows the photos of delivered units only", () => {
    expect(proofPhotos(units, proofs)).toEqual([
      { proofId: 1, label: "Tee box, Riyadh, unit 1", url: "/uploads/a.jpg" },
    ]);
  });

  it("sums the figures of delivered units per metric, with their distinct sources", () => {
    expect(summedFigures(units, proofs)).toEqual([
      { metric: "impressions", total: 1500, sources: ["Broadcaster", "Instagram"] },
      { metric: "clicks", total: 40, sources: [] },
    ]);
  });
});

describe("recap value delivered", () => {
  const { lines } = deliveryLines([teeBox, post], units);

  it("weights each asset's delivered share by its rate card", () => {
    // Tee box: 2 of 4 contracted delivered (0.5), weight 300; post: 1 of 2 (0.5), weight 100.
    expect(
      deliveredShare(lines, [
        { assetId: 1, rateCard: 300 },
        { assetId: 2, rateCard: 100 },
      ]),
    ).toBe(0.5);
    const uneven = deliveryLines(
      [teeBox, post],
      [
        ...units.filter((unit) => unit.assetId === 1),
        { id: 21, assetId: 2, label: "Post 1", status: "delivered" },
      ],
    ).lines;
    // Tee box 0.5 × 300 + post 1 × 100 over 400.
    expect(
      deliveredShare(uneven, [
        { assetId: 1, rateCard: 300 },
        { assetId: 2, rateCard: 100 },
      ]),
    ).toBe(0.625);
  });

  it("weights by units when no asset has a list price", () => {
    expect(deliveredShare(lines, [])).toBe(0.5); // 3 delivered of 6 contracted
  });

  it("scales the valuation range and says it is an estimate", () => {
    const value = valueDelivered(lines, {
      low: 1000,
      mid: 2000,
      high: 3001,
      items: [{ assetId: 1, rateCard: 1 }],
    });
    // Only the tee box has a price: 2 of 4 delivered.
    expect(value).toMatchObject({
      estimate: true,
      deliveredShare: 0.5,
      low: 500,
      mid: 1000,
      high: 1501,
    });
    expect(value.basis).toMatch(/^Estimate/);
    expect(valueDelivered(lines, { low: null, mid: null, high: null, items: [] }).mid).toBeNull();
  });
});

describe("recap document", () => {
  const content: RecapContent = {
    title: "2026 season recap: Acme × LIV Golf",
    season: 2026,
    sponsor: { name: "Acme", logoUrl: null },
    property: { name: "LIV Golf", logoUrl: null },
    isSample: true,
    generatedAt: "2026-11-29T10:00:00.000Z",
    assets: deliveryLines([teeBox], units).lines.map((line) => ({ ...line, name: "Sign | A" })),
    totals: deliveryLines([teeBox], units).totals,
    photos: [{ proofId: 1, label: "Tee box", url: "/uploads/a.jpg" }],
    figures: [{ metric: "impressions", total: 1500, sources: ["Broadcaster"] }],
    value: valueDelivered(deliveryLines([teeBox], units).lines, {
      low: 1000,
      mid: 2000,
      high: 3000,
      items: [],
    }),
  };

  it("is signed by the property, labels the value an estimate and the sample contract", () => {
    const doc = recapDocument(content);
    expect(doc.seller).toEqual({ name: "LIV Golf", email: "" });
    const text = doc.sections.map((section) => `${section.title}\n${section.body}`).join("\n");
    expect(text).toContain("Value delivered (Estimate)");
    expect(text).toContain("**Estimate: $1K**");
    expect(text).toContain("Sample contract");
    expect(text).toContain("1,500");
    // A pipe in a name cannot break the table.
    expect(text).toContain("| Sign   A |");
    expect(doc.sections.at(-1)!.mockups).toEqual([
      { id: 1, title: "Tee box", imageUrl: "/uploads/a.jpg" },
    ]);
  });
});
