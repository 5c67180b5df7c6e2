import {
  chooseCreative,
  coverBody,
  draftInternal,
  draftSections,
  investmentRange,
  roundEstimate,
  tierIsExclusive,
  tierRights,
  timelineDates,
  type CreativeItem,
  type DraftFacts,
} from "@/lib/server/proposals/draft";
import { PROPOSAL_SECTION_KINDS } from "@/lib/shared/schemas/proposal";

describe("the investment range", () => {
  it("takes the middle half of four or more comparables, capped by the budget", () => {
    const basis = investmentRange({
      comparables: [1_000_000, 2_000_000, 3_000_000, 4_000_000, 5_000_000],
      budget: { min: 1_000_000, max: 3_500_000 },
    });
    // 25th percentile 2M, 75th 4M, capped at the budget's top (3.5M).
    expect(basis).toMatchObject({ low: 2_000_000, high: 3_500_000, comparableCount: 5 });
    expect(basis.comparableMin).toBe(1_000_000);
    expect(basis.comparableMax).toBe(5_000_000);
    expect(basis.text).toBe(
      "Estimate based on 5 comparable deals in the same industry and tier ($1M–$5M) and the sponsor's predicted sponsorship budget of $1M–$3.5M a year.",
    );
  });

  it("spans the lowest to the highest of two or three comparables, and ±20% of one", () => {
    expect(investmentRange({ comparables: [900_000, 1_500_000], budget: null })).toMatchObject({
      low: 900_000,
      high: 1_500_000,
    });
    expect(investmentRange({ comparables: [1_000_000], budget: null })).toMatchObject({
      low: 800_000,
      high: 1_200_000,
    });
  });

  it("falls back to 10–25% of the budget without comparables, and to nothing without either", () => {
    expect(
      investmentRange({ comparables: [], budget: { min: 5_000_000, max: 25_000_000 } }),
    ).toMatchObject({ low: 500_000, high: 1_300_000, comparableCount: 0 });
    const none = investmentRange({ comparables: [], budget: null });
    expect(none).toMatchObject({ low: null, high: null });
    expect(none.text).toBe(
      "Estimate based on no comparable deals on record and no budget estimate for the sponsor.",
    );
  });

  it("never lets the bottom exceed a budget-capped top, and rounds to two figures", () => {
    const basis = investmentRange({
      comparables: [4_000_000, 6_000_000],
      budget: { min: 0, max: 1_000_000 },
    });
    expect(basis.high).toBe(1_000_000);
    expect(basis.low).toBe(1_000_000);
    expect(roundEstimate(1_234_567)).toBe(1_200_000);
    expect(roundEstimate(0)).toBe(0);
  });
});

describe("the timeline", () => {
  const now = new Date("2026-01-10T15:00:00Z");

  it("approaches over two weeks and asks for a decision 90 days before the event", () => {
    expect(timelineDates({ now, eventStart: "2026-09-01", eventEnd: "2026-09-03" })).toEqual({
      approachFrom: "2026-01-10",
      approachTo: "2026-01-24",
      decisionBy: "2026-06-03",
      activationFrom: "2026-09-01",
      activationTo: "2026-09-03",
    });
  });

  it("gives at least 21 days to decide before a close event, 60 without a date", () => {
    expect(timelineDates({ now, eventStart: "2026-02-01", eventEnd: null }).decisionBy).toBe(
      "2026-01-31",
    );
    const undated = timelineDates({ now, eventStart: null, eventEnd: null });
    expect(undated.decisionBy).toBe("2026-03-11");
    expect(undated.activationFrom).toBeNull();
  });
});

describe("choosing ideas and mockups", () => {
  const item = (id: number, over: Partial<CreativeItem> = {}): CreativeItem => ({
    id,
    title: `Item ${id}`,
    isFavorite: false,
    specificEventId: null,
    eventBrandId: 1,
    createdAt: `2026-01-${String(id).padStart(2, "0")}T00:00:00Z`,
    ...over,
  });

  it("prefers work made for the chosen event, then favourites, then the newest", () => {
    const items = [
      item(1, { isFavorite: true }),
      item(2, { specificEventId: 7 }),
      item(3),
      item(4, { specificEventId: 8 }),
      item(5),
    ];
    const chosen = chooseCreative(items, { eventBrandId: 1, eventId: 7 }, 4);
    expect(chosen.map((c) => c.id)).toEqual([2, 1, 5, 4]);
  });

  it("takes at most the given number", () => {
    const items = Array.from({ length: 9 }, (_, i) => item(i + 1));
    expect(chooseCreative(items, { eventBrandId: 1, eventId: null }, 6)).toHaveLength(6);
  });
});

describe("the package rights", () => {
  it("gives a tier its own rights and every lower tier's", () => {
    const title = tierRights("Title Sponsor");
    expect(title[0]).toMatch(/Naming rights/);
    expect(title).toContain("Category exclusivity at the property for the term");
    expect(tierRights("Activation Partner")).not.toContain(
      "Category exclusivity at the property for the term",
    );
    expect(tierIsExclusive("Category Sponsor")).toBe(true);
    expect(tierIsExclusive("Supporting Sponsor")).toBe(false);
  });
});

const facts = (over: Partial<DraftFacts> = {}): DraftFacts => ({
  now: new Date("2026-03-02T09:00:00Z"),
  tier: "Official Sponsor",
  sponsor: { name: "Rolex", industry: "Luxury & Watches", website: "https://www.rolex.com" },
  property: {
    name: "LIV Golf",
    sport: "Golf",
    description: null,
    audience: "Affluent golf fans",
    markets: ["North America"],
  },
  event: {
    name: "LIV Golf Riyadh",
    startDate: "2026-09-01",
    endDate: "2026-09-03",
    location: "Riyadh, KSA",
  },
  recipient: { name: "Ana Silva", title: "Head of Sponsorship" },
  match: {
    percentage: 82,
    audience: 80,
    values: 84,
    brandValues: 78,
    reasons: ["Shares the property's affluent audience."],
    audienceOverlap: ["35-54", "golf"],
  },
  research: {
    generatedAt: "2026-02-20T10:00:00.000Z",
    provider: "offline",
    model: "pitchside-offline-1",
    overview: "Rolex sponsors golf's majors.",
    objectives: ["Heritage: keep golf's prestige"],
    audience: ["Affluent adults"],
    marketingFocus: ["Golf majors"],
    competitors: [{ name: "Omega", sponsorships: ["Ryder Cup"] }],
    approachWindow: "Q2",
  },
  ideas: [{ id: 11, title: "Timing partner", description: "Official timing.", category: "Media" }],
  mockups: [{ id: 21, title: "Clock", description: "A clock on the 18th.", imageUrl: null }],
  price: investmentRange({ comparables: [1_000_000, 2_000_000], budget: null }),
  seller: { name: "Sam Seller", title: "Partnerships", company: "LIV Golf", email: "sam@liv.test" },
  ...over,
});

describe("the sections of a draft", () => {
  it("writes the ten sections in order, none hidden, with the chosen ideas and mockups", () => {
    const sections = draftSections(facts(), "Rolex × LIV Golf");
    expect(sections.map((s) => s.kind)).toEqual([...PROPOSAL_SECTION_KINDS]);
    expect(sections.every((s) => !s.hidden && s.body.length > 0)).toBe(true);
    expect(sections.find((s) => s.kind === "activation_ideas")?.activationIds).toEqual([11]);
    expect(sections.find((s) => s.kind === "visuals")?.mockupIds).toEqual([21]);
  });

  it("puts the title, the recipient and the date on the cover", () => {
    const cover = coverBody(facts(), "Rolex × LIV Golf");
    expect(cover).toContain("# Rolex × LIV Golf");
    expect(cover).toContain("Prepared for Rolex");
    expect(cover).toContain("Attention: Ana Silva, Head of Sponsorship");
    expect(cover).toContain("Mar 2, 2026");
    expect(coverBody(facts({ recipient: null }), "T")).not.toContain("Attention");
  });

  it("labels the price an estimate with its basis and names the research's date and sources", () => {
    const sections = draftSections(facts(), "T");
    const investment = sections.find((s) => s.kind === "investment")!.body;
    expect(investment).toContain("**Estimate: $1M–$2M (USD) for the term**");
    expect(investment).toContain("2 comparable deals");
    const understanding = sections.find((s) => s.kind === "sponsor_understanding")!.body;
    expect(understanding).toContain("Research dated Feb 20, 2026");
    expect(understanding).toContain("offline / pitchside-offline-1");
    expect(understanding).toContain("Omega: Ryder Cup");
  });

  it("keeps exclusivity conflicts in the seller's notes, never in a section", () => {
    const conflict = {
      sponsorName: "Omega",
      industry: "Luxury & Watches",
      sponsorshipLevel: "Title",
      where: "LIV Golf",
      startDate: null,
      endDate: null,
      message: "Omega holds Title rights in Luxury & Watches at LIV Golf",
    };
    const f = facts();
    const internal = draftInternal(f, {
      conflicts: [conflict],
      ideaOptions: [],
      mockupOptions: [],
    });
    expect(internal.conflicts).toEqual([conflict]);
    expect(internal.priceBasis).toEqual(f.price);
    const text = JSON.stringify(draftSections(f, "T"));
    expect(text).not.toContain(conflict.message);
    expect(text).not.toMatch(/conflict/i);
  });

  it("uses the provider's summary when given, else the rule text", () => {
    const own = draftSections(facts({ summary: "A tailored summary." }), "T");
    expect(own[1]!.body).toBe("A tailored summary.");
    const rule = draftSections(facts(), "T");
    expect(rule[1]!.body).toContain("LIV Golf proposes an Official Sponsor partnership to Rolex");
    expect(rule[1]!.body).toContain("82%");
  });

  it("gives the timeline the approach, decision and activation dates", () => {
    const timeline = draftSections(facts(), "T").find((s) => s.kind === "timeline")!.body;
    expect(timeline).toContain("Approach: Mar 2 – 16, 2026 (the sponsor's planning window: Q2)");
    expect(timeline).toContain("Decision by: Jun 3, 2026");
    expect(timeline).toContain("Activation: Sep 1 – 3, 2026");
  });
});
