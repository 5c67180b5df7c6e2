import {
  chooseCreative,
  investmentRange,
  NON_EXCLUSIVE_RIGHT,
  packageRights,
  roundEstimate,
  tierIsExclusive,
  tierRights,
  timelineDates,
  type CreativeItem,
} from "@/lib/server/proposals/draft";
import { draftInternal, type SellerFacts } from "@/lib/server/proposals/seller-notes";
import {
  coverBody,
  draftSections,
  ruleSummary,
  type SponsorCopyFacts,
} from "@/lib/server/proposals/sponsor-copy";
import { sponsorAbout, sponsorFit } from "@/lib/server/proposals/sponsor-facts";
import { PROPOSAL_SECTION_KINDS } from "@/lib/shared/schemas/proposal";
import type { EventProfile, SponsorProfile } from "@/lib/shared/schemas/profile";

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
  const DAY = 86_400_000;
  const plus = (days: number) =>
    new Date(Date.parse("2026-01-10") + days * DAY).toISOString().slice(0, 10);

  it("approaches over two weeks and asks for a decision 90 days before the event", () => {
    expect(timelineDates({ now, eventStart: "2026-09-01", eventEnd: "2026-09-03" })).toEqual({
      approachFrom: "2026-01-10",
      approachTo: "2026-01-24",
      decisionBy: "2026-06-03",
      activationFrom: "2026-09-01",
      activationTo: "2026-09-03",
      adjustment: null,
    });
  });

  it("gives 21 days to decide before an event a month or more away, 60 without a date", () => {
    expect(timelineDates({ now, eventStart: plus(40), eventEnd: null })).toMatchObject({
      decisionBy: plus(21),
      activationFrom: plus(40),
      activationTo: plus(40),
      adjustment: null,
    });
    const undated = timelineDates({ now, eventStart: null, eventEnd: null });
    expect(undated.decisionBy).toBe("2026-03-11");
    expect(undated.activationFrom).toBeNull();
  });

  it("brings the decision forward for an event under four weeks away, never past its start", () => {
    // Before, an event 22 days away got its decision the day before it started.
    const close = timelineDates({ now, eventStart: plus(22), eventEnd: plus(24) });
    expect(close).toMatchObject({
      approachFrom: plus(0),
      approachTo: plus(11),
      decisionBy: plus(11),
      adjustment: "short-lead",
    });
  });

  it("leaves the activation open for an event that has started or ended", () => {
    // The reported case: an April event drafted in November got "Decision by: Dec 19" after it.
    const over = timelineDates({
      now: new Date("2026-11-28T10:00:00Z"),
      eventStart: "2026-04-03",
      eventEnd: "2026-04-05",
    });
    expect(over).toMatchObject({ activationFrom: null, activationTo: null, adjustment: "started" });
    expect(
      timelineDates({ now, eventStart: plus(0), eventEnd: plus(2) }).activationFrom,
    ).toBeNull();
  });

  it("keeps approach, decision and activation in order whatever the event's dates", () => {
    for (let lead = -400; lead <= 400; lead++) {
      const t = timelineDates({ now, eventStart: plus(lead), eventEnd: plus(lead + (lead % 3)) });
      expect(t.approachFrom <= t.approachTo).toBe(true);
      expect(t.approachTo <= t.decisionBy).toBe(true);
      if (t.activationFrom !== null) {
        expect(t.decisionBy < t.activationFrom).toBe(true);
        expect(t.activationFrom <= t.activationTo!).toBe(true);
      }
    }
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

  it("offers non-exclusive category rights when the category is taken", () => {
    expect(packageRights("Title Sponsor", false)).toEqual(tierRights("Title Sponsor"));
    const taken = packageRights("Title Sponsor", true);
    expect(taken.join("\n")).not.toMatch(/exclusivity/i);
    expect(taken).toContain(NON_EXCLUSIVE_RIGHT);
    expect(packageRights("Activation Partner", true)).toEqual(tierRights("Activation Partner"));
  });
});

const sponsorProfile: SponsorProfile = {
  budgetBand: "XL",
  budgetIsEstimate: true,
  markets: { regions: ["North America", "Europe", "Middle East"], countries: ["DE", "US", "SA"] },
  audience: {
    ageBands: ["35-44", "45-54", "55-64"],
    genderSkew: "male",
    income: "high",
    interests: ["golf", "luxury", "motorsport"],
  },
  brandValues: ["luxury", "innovation", "performance"],
  sportsSponsorships: [
    { property: "Masters Tournament", sport: "golf", since: null },
    { property: "Mercedes-AMG F1 Team", sport: "motorsport", since: 2010 },
  ],
};
const eventProfile: EventProfile = {
  sport: "Golf",
  tier: "global-elite",
  markets: { regions: ["North America", "Middle East", "Asia"], countries: ["US", "SA"] },
  audience: {
    ageBands: ["25-34", "35-44", "45-54"],
    genderSkew: "male",
    income: "high",
    interests: ["golf", "luxury", "travel"],
  },
  brandValues: ["innovation", "boldness", "performance"],
};

const copy = (over: Partial<SponsorCopyFacts> = {}): SponsorCopyFacts => ({
  now: new Date("2026-03-02T09:00:00Z"),
  tier: "Official Sponsor",
  sponsor: { name: "Mercedes-Benz" },
  property: {
    name: "LIV Golf",
    sport: "Golf",
    audience: "Affluent golf fans",
    markets: ["North America"],
  },
  event: {
    name: "LIV Golf Miami",
    startDate: "2026-09-01",
    endDate: "2026-09-03",
    location: "Trump National Doral, Miami, United States",
  },
  recipient: { name: "Ana Silva", title: "Head of Sponsorship" },
  fit: sponsorFit({
    sponsor: sponsorProfile,
    property: eventProfile,
    eventCountry: "United States",
  }),
  about: sponsorAbout({
    overview: "German luxury car and van maker.",
    profile: sponsorProfile,
    priorities: ["Electrification"],
    competitors: [
      { name: "BMW", sponsorships: ["BMW PGA Championship"] },
      { name: "Acma", sponsorships: [] },
    ],
  }),
  activationIds: [11],
  mockupIds: [21],
  investment: { low: 1_000_000, high: 2_000_000, currency: "USD" },
  categoryTaken: false,
  seller: { name: "Sam Seller", title: "Partnerships", company: "LIV Golf", email: "sam@liv.test" },
  ...over,
});

const seller = (over: Partial<SellerFacts> = {}): SellerFacts => ({
  match: {
    percentage: 82,
    label: "Good Match",
    audience: 80,
    values: 84,
    brandValues: 78,
    reasons: [
      "Estimated budget band XL (Over $100M) is far above what a global-elite property costs",
    ],
  },
  research: {
    generatedAt: "2026-02-20T10:00:00.000Z",
    provider: "offline",
    model: "pitchside-offline-1",
    overview:
      "Mercedes-Benz is headquartered in Stuttgart. Compiled offline from Pitchside's sponsor catalogue and match engine, not from live research: confirm recent results and priorities before the first meeting.",
    talkingPoints: [
      "Electrification: A common priority across Automotive brands. Ask how Mercedes-Benz is pursuing it and show how LIV Golf serves it.",
    ],
    approachWindow: "Mar–May 2026",
    approachRationale: "Budgets for the season are set in spring.",
  },
  price: investmentRange({
    comparables: [1_000_000, 2_000_000],
    budget: { min: 100_000_000, max: null },
  }),
  conflicts: [],
  tier: "Official Sponsor",
  event: { name: "LIV Golf Miami", startDate: "2026-09-01" },
  timeline: timelineDates({
    now: new Date("2026-03-02T09:00:00Z"),
    eventStart: "2026-09-01",
    eventEnd: "2026-09-03",
  }),
  ...over,
});

const conflict = {
  sponsorName: "Škoda",
  industry: "Automotive",
  sponsorshipLevel: "Presenting",
  where: "LIV Golf",
  startDate: null,
  endDate: null,
  message: "Škoda holds Presenting rights in Automotive at LIV Golf",
};

describe("the sections of a draft (sponsor copy)", () => {
  const body = (sections: ReturnType<typeof draftSections>, kind: string) =>
    sections.find((s) => s.kind === kind)!.body;

  it("writes the ten sections in order, none hidden, with the chosen ideas and mockups", () => {
    const sections = draftSections(copy());
    expect(sections.map((s) => s.kind)).toEqual([...PROPOSAL_SECTION_KINDS]);
    expect(sections.every((s) => !s.hidden && s.body.length > 0)).toBe(true);
    expect(sections.find((s) => s.kind === "activation_ideas")?.activationIds).toEqual([11]);
    expect(sections.find((s) => s.kind === "visuals")?.mockupIds).toEqual([21]);
  });

  it("leaves the title, names, recipient and date to the cover the outputs draw", () => {
    const cover = coverBody(copy());
    expect(cover).toBe("**An Official Sponsor partnership proposal**");
    expect(coverBody(copy({ tier: "Title Sponsor" }))).toBe(
      "**A Title Sponsor partnership proposal**",
    );
  });

  it("speaks of the fit in plain words: shared audience, values and markets, never a score", () => {
    const why = body(draftSections(copy()), "why_match");
    expect(why).toContain("**A shared audience**: 35–54 year olds who follow golf and luxury");
    expect(why).toContain("**Shared values**: innovation and performance");
    expect(why).toContain("**Shared markets**: North America and the Middle East");
    expect(why).toContain(
      "LIV Golf Miami takes place in the United States, one of Mercedes-Benz's key countries",
    );
    expect(why).toContain("**Golf is already part of your story**: Masters Tournament");
    expect(why).not.toMatch(/\d+%|match/i);
  });

  it("tells the sponsor about itself from its profile and the names of its priorities", () => {
    const understanding = body(draftSections(copy()), "sponsor_understanding");
    expect(understanding).toContain("German luxury car and van maker.");
    expect(understanding).toContain("**Your priorities**\n\n- Electrification");
    expect(understanding).toContain("**Your customers**: affluent 35–64, mostly men");
    expect(understanding).toContain("BMW: BMW PGA Championship");
    expect(understanding).not.toContain("Acma");
  });

  it("quotes the investment, not how it was estimated", () => {
    const investment = body(draftSections(copy()), "investment");
    expect(investment).toContain("**Investment: $1M–$2M (USD) for the term**");
    expect(investment).not.toMatch(/estimate|comparable|budget/i);
    expect(
      body(
        draftSections(copy({ investment: { low: null, high: null, currency: "USD" } })),
        "investment",
      ),
    ).toContain("to be agreed");
  });

  it("quotes the seller's priced offer when the proposal was started with one", () => {
    const offered = copy({
      investment: { low: 4_500_000, high: 4_500_000, currency: "USD", offered: true },
    });
    const investment = body(draftSections(offered), "investment");
    expect(investment).toContain("**Investment: $4.5M (USD) for the term**");
    expect(investment).toContain("are set out below");
    expect(investment).not.toContain("Final pricing depends");
    expect(ruleSummary(offered)).toContain("The investment is $4.5M (USD) for the term.");
  });

  it("never offers category exclusivity when the category is taken", () => {
    const free = body(draftSections(copy({ tier: "Title Sponsor" })), "package");
    expect(free).toContain("Category exclusivity at the property for the term");
    const taken = body(
      draftSections(copy({ tier: "Title Sponsor", categoryTaken: true })),
      "package",
    );
    expect(taken).not.toMatch(/exclusivity/i);
    expect(taken).toContain(NON_EXCLUSIVE_RIGHT);
  });

  it("introduces the ideas and mockups once: the outputs draw them from the section's choices", () => {
    const sections = draftSections(copy());
    expect(body(sections, "activation_ideas")).toBe(
      "Ideas to bring the partnership to life at LIV Golf Miami:",
    );
    expect(body(sections, "visuals")).toBe("How the partnership could look on site:");
    const none = draftSections(copy({ activationIds: [], mockupIds: [] }));
    expect(body(none, "activation_ideas")).toBe(
      "Activation ideas will be developed together with you.",
    );
  });

  it("uses the provider's summary when given, else the rule text with the right article", () => {
    const own = draftSections(copy({ summary: "A tailored summary." }));
    expect(own[1]!.body).toBe("A tailored summary.");
    const rule = draftSections(copy())[1]!.body;
    expect(rule).toContain("LIV Golf proposes an Official Sponsor partnership to Mercedes-Benz");
    expect(rule).toContain(
      "The partnership reaches 35–54 year olds who follow golf and luxury, in North America and the Middle East, around values both brands hold: innovation and performance.",
    );
    const one = copy({ fit: { ...copy().fit, values: ["innovation"] } });
    expect(draftSections(one)[1]!.body).toContain("around a value both brands hold: innovation.");
    expect(rule).toContain("We suggest one activation idea, set out below.");
    expect(rule).toContain("The investment is $1M–$2M (USD) for the term.");
    expect(rule).not.toMatch(/%/);
  });

  it("gives the timeline the approach, decision and activation dates", () => {
    const timeline = body(draftSections(copy()), "timeline");
    expect(timeline).toContain("Approach: Mar 2 – 16, 2026");
    expect(timeline).toContain("Decision by: Jun 3, 2026");
    expect(timeline).toContain("Activation: Sep 1 – 3, 2026");
  });

  it("cannot be given seller-only facts: the input type has no field for them", () => {
    type SellerOnly = Extract<
      keyof SponsorCopyFacts,
      "match" | "research" | "price" | "conflicts" | "notes" | "budget" | "reasons"
    >;
    const none: [SellerOnly] extends [never] ? true : false = true;
    expect(none).toBe(true);
  });
});

describe("the seller's notes", () => {
  it("hold the score, the research's provenance and advice, the price basis and timing advice", () => {
    const internal = draftInternal(seller(), {
      now: new Date("2026-03-02T09:00:00Z"),
      ideaOptions: [],
      mockupOptions: [],
    });
    const at = (section: string) =>
      internal.notes.filter((n) => n.section === section).map((n) => n.text);
    expect(at("why_match")[0]).toMatch(/^Match 82% \(Good Match\): audience 80%/);
    expect(at("why_match")).toContain(seller().match.reasons[0]);
    expect(at("sponsor_understanding")[0]).toBe(
      "Research of Feb 20, 2026 by offline / pitchside-offline-1.",
    );
    expect(at("sponsor_understanding").join(" ")).toContain("Ask how Mercedes-Benz is pursuing it");
    expect(at("investment")).toEqual([seller().price.text]);
    expect(at("timeline")).toEqual([
      "Research suggests approaching in Mar–May 2026: Budgets for the season are set in spring.",
    ]);
    expect(internal.match).toMatchObject({ percentage: 82, label: "Good Match" });
    expect(internal.notes.every((n) => !n.warning)).toBe(true);
  });

  it("warn at the package when the category is taken, and about a close or past event", () => {
    const taken = draftInternal(seller({ conflicts: [conflict], tier: "Title Sponsor" }), {
      now: new Date(),
      ideaOptions: [],
      mockupOptions: [],
    });
    const pkg = taken.notes.filter((n) => n.section === "package");
    expect(pkg.map((n) => n.text)).toEqual([
      "Škoda holds Presenting rights in Automotive at LIV Golf.",
      expect.stringMatching(/^Category exclusivity is left out of the package/),
    ]);
    expect(pkg.every((n) => n.warning)).toBe(true);
    const over = draftInternal(
      seller({
        timeline: timelineDates({
          now: new Date("2026-11-28T10:00:00Z"),
          eventStart: "2026-04-03",
          eventEnd: "2026-04-05",
        }),
      }),
      { now: new Date(), ideaOptions: [], mockupOptions: [] },
    );
    expect(over.notes.find((n) => n.section === "timeline" && n.warning)?.text).toMatch(
      /LIV Golf Miami has already started or ended/,
    );
  });

  it("never reach a section: no note's text is in the sponsor copy", () => {
    const internal = draftInternal(seller({ conflicts: [conflict], tier: "Title Sponsor" }), {
      now: new Date(),
      ideaOptions: [],
      mockupOptions: [],
    });
    const text = JSON.stringify(
      draftSections(copy({ tier: "Title Sponsor", categoryTaken: true })),
    );
    for (const note of internal.notes) expect(text).not.toContain(note.text);
    expect(text).not.toContain("Škoda");
    expect(text).not.toMatch(/offline|Pitchside|Ask how|budget band|82%/i);
  });
});
