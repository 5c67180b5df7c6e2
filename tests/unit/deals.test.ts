import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  countByTab,
  dealOverview,
  dealDuration,
  dealLevelLabel,
  dealPropertyText,
  dealStats,
  dealUsdCents,
  dealValueText,
  filterDeals,
  formatDealValue,
  groupDeals,
  isPremiumLevel,
  levelLabel,
  matchesDealSearch,
  parseMoney,
  statusTone,
} from "@/lib/shared/deal-rules";
import {
  dealStatusOn,
  planPropertyHistory,
  type CatalogueSponsor,
} from "@/lib/server/deals/sample-history";
import { conflictsAmong, type RightsHolding } from "@/lib/shared/exclusivity";
import {
  centsOf,
  dealCreateSchema,
  dealUpdateSchema,
  type SponsorDeal,
} from "@/lib/shared/schemas/deal";
import { dealOverviewQuery, dealSearchTerm } from "@/lib/shared/queries/deals";
import { seededRandom } from "@/lib/shared/seeded-random";

const deal = (overrides: Partial<SponsorDeal>): SponsorDeal => ({
  id: 1,
  eventBrandId: 1,
  sponsorBrandId: null,
  sponsorName: "Genesis",
  industry: "Automotive",
  logoUrl: null,
  sponsorshipLevel: "Title",
  isExclusive: false,
  hasExclusiveRights: true,
  status: "Active",
  value: 1_000_000,
  valueCents: 100_000_000,
  currency: "USD",
  startDate: "2025-01-01",
  endDate: "2027-12-31",
  activationTypes: [],
  isSample: false,
  isSourced: false,
  source: null,
  property: null,
  propertyKind: null,
  reportedProperty: null,
  reportedFrom: null,
  reportedTo: null,
  valueReported: true,
  reportedValue: null,
  note: null,
  createdAt: "",
  updatedAt: "",
  conflicts: [],
  ...overrides,
});

describe("premium grouping", () => {
  it.each([
    ["Title", true],
    ["Presenting Partner", true],
    ["diamond", true],
    ["Black Diamond Sponsor", true],
    ["Platinum", false],
    ["Official Partner", false],
    ["Diamonds", false],
    ["", false],
  ])("%s is premium: %s", (level, expected) => {
    expect(isPremiumLevel(level)).toBe(expected);
  });

  it("splits deals into premium and standard, keeping their order", () => {
    const list = [
      deal({ id: 1, sponsorshipLevel: "Gold" }),
      deal({ id: 2, sponsorshipLevel: "Diamond" }),
      deal({ id: 3, sponsorshipLevel: "Official Supplier" }),
      deal({ id: 4, sponsorshipLevel: "Title" }),
    ];
    const groups = groupDeals(list);
    expect(groups.premium.map((d) => d.id)).toEqual([2, 4]);
    expect(groups.standard.map((d) => d.id)).toEqual([1, 3]);
  });
});

describe("the page's overview of a property's deals", () => {
  const conflict: SponsorDeal["conflicts"][number] = {
    kind: "deal",
    id: 9,
    sponsorName: "Kia",
    sponsorBrandId: null,
    industry: "Automotive",
    sponsorshipLevel: "Title",
    eventBrandId: 1,
    specificEventId: null,
    where: "the property",
    status: "Active",
    startDate: null,
    endDate: null,
    exclusiveSide: "them",
    message: "Kia holds Title rights in Automotive at LIV Golf.",
  };
  const history = [
    deal({ id: 1, sponsorshipLevel: "Title", status: "Active", valueCents: 500_00 }),
    deal({
      id: 2,
      sponsorshipLevel: "Gold",
      status: "Active",
      currency: "EUR",
      valueCents: 900_00,
    }),
    deal({ id: 3, sponsorshipLevel: "Gold", status: "Pending", isSample: true }),
    deal({ id: 4, sponsorshipLevel: "Diamond", status: "Expired", conflicts: [conflict] }),
    deal({ id: 5, sponsorshipLevel: "Official Supplier", status: "Active", sponsorName: "Rolex" }),
    deal({ id: 6, sponsorshipLevel: "Gold", status: "Active", sponsorName: "Rolex Watches" }),
  ];
  const sourced = (overrides: Partial<SponsorDeal>) =>
    deal({
      isSourced: true,
      valueCents: 0,
      value: 0,
      valueReported: false,
      source: { name: "LIV Golf - Partners", url: "https://www.livgolf.com/partners", date: null },
      ...overrides,
    });

  it("sums the figures over every deal: active, active USD value, pending, conflicts, samples", () => {
    expect(dealStats(history)).toEqual({
      total: 6,
      samples: 1,
      active: 4,
      // Deals 1, 5 and 6 are active in USD; the EUR deal is not added to dollars.
      activeValueCents: 500_00 + 2 * 100_000_000,
      activeValued: 3,
      pending: 1,
      conflicted: 1,
    });
    expect(dealStats([])).toEqual({
      total: 0,
      samples: 0,
      active: 0,
      activeValueCents: 0,
      activeValued: 0,
      pending: 0,
      conflicted: 0,
    });
  });

  it("adds a sourced deal's USD approximation and leaves undisclosed values out of the sum and count", () => {
    const undisclosed = sourced({ id: 7 });
    const reported = sourced({
      id: 8,
      valueReported: true,
      reportedValue: {
        amount: 10,
        currency: "GBP",
        unit: "m",
        per: "year",
        upTo: true,
        usdApprox: 13,
      },
    });
    const noUsd = sourced({
      id: 9,
      valueReported: true,
      reportedValue: {
        amount: 22,
        currency: "EUR",
        unit: "m",
        per: "year",
        upTo: false,
        usdApprox: null,
      },
    });
    expect(dealStats([undisclosed])).toMatchObject({
      active: 1,
      activeValueCents: 0,
      activeValued: 0,
    });
    expect(dealStats([undisclosed, reported, noUsd, history[0]!])).toMatchObject({
      active: 4,
      activeValueCents: 13_000_000_00 + 500_00,
      activeValued: 2,
    });
    expect(dealUsdCents(undisclosed)).toBeNull();
    expect(dealUsdCents(noUsd)).toBeNull();
    expect(dealUsdCents(deal({ valueCents: 0 }))).toBeNull();
  });

  it("shows a card's value as reported, in its currency, or as not disclosed, never $0", () => {
    expect(dealValueText(sourced({}))).toBe("Value not disclosed");
    expect(
      dealValueText(
        sourced({
          valueReported: true,
          reportedValue: {
            amount: 170,
            currency: "USD",
            unit: "m",
            per: "10 years",
            upTo: false,
            usdApprox: 170,
          },
        }),
      ),
    ).toBe("$170 million over 10 years");
    expect(dealValueText(deal({ valueCents: 125_000_000 }))).toBe("$1,250,000");
    expect(dealValueText(deal({ valueCents: 0, valueReported: false }))).toBe(
      "Value not disclosed",
    );
  });

  it("names a sourced deal's level in its source's words, its team, and its reported period", () => {
    const team = sourced({
      sponsorshipLevel: "partner",
      property: "Majesticks Golf Club",
      propertyKind: "team",
      reportedFrom: "2026",
      reportedTo: "2026",
    });
    expect(dealLevelLabel(team)).toBe("Partner");
    expect(dealLevelLabel(sourced({ sponsorshipLevel: "Global Partners" }))).toBe(
      "Global Partners",
    );
    expect(dealLevelLabel(deal({ sponsorshipLevel: "Gold" }))).toBe("Gold Sponsor");
    expect(dealPropertyText(team)).toBe("with Majesticks Golf Club");
    expect(dealPropertyText(sourced({ property: "LIV Golf", propertyKind: "league" }))).toBeNull();
    expect(dealDuration(team)).toBe("2026");
    expect(dealDuration(sourced({ reportedFrom: "2024", reportedTo: "2029" }))).toBe("2024 – 2029");
    expect(dealDuration(sourced({ reportedFrom: "2025-26" }))).toBe("From 2025-26");
    expect(dealDuration(sourced({}))).toBe("Dates not reported");
    expect(dealDuration(deal({}))).toBe("Jan 1, 2025 – Dec 31, 2027");
    expect(dealDuration(deal({ startDate: null, endDate: null }))).toBe("Dates to be confirmed");
  });

  it("answers the first cards of each group after the tab and search, with each group's total", () => {
    const view = dealOverview(history, { tab: "Active", search: "", premium: 12, standard: 2 });
    expect(view.counts).toEqual({ All: 6, Active: 4, Pending: 1, Expired: 1 });
    expect(view.premium).toEqual({ items: [{ ...history[0], conflictCount: 0 }], total: 1 });
    expect(view.standard.total).toBe(3);
    expect(view.standard.items.map((d) => d.id)).toEqual([2, 5]);
    // The figures never follow the filters.
    expect(view.stats).toEqual(dealStats(history));
  });

  it("gives each card its first three conflicts and counts them all", () => {
    const crowded = deal({
      id: 7,
      conflicts: Array.from({ length: 5 }, (_, i) => ({ ...conflict, id: 100 + i })),
    });
    const view = dealOverview([crowded, history[0]!], {
      tab: "All",
      search: "",
      premium: 12,
      standard: 48,
    });
    expect(view.premium.items.map((d) => [d.conflicts.map((c) => c.id), d.conflictCount])).toEqual([
      [[100, 101, 102], 5],
      [[], 0],
    ]);
    // The figures count the deal once, whatever the cards carry.
    expect(view.stats.conflicted).toBe(1);
  });

  it("asks for a search trimmed and clipped to the 100 characters the API takes", () => {
    const long = `  ${"golf ".repeat(30)}`;
    expect(dealSearchTerm(long)).toBe("golf ".repeat(20).trim());
    expect(dealSearchTerm("  Rolex ")).toBe("Rolex");
    const view = { eventBrandId: 1, tab: "All" as const, premium: 12, standard: 24 };
    // An address with a longer search reads the same view the page rendered, and never a 400.
    expect(dealOverviewQuery.key({ ...view, search: long })).toEqual(
      dealOverviewQuery.key({ ...view, search: dealSearchTerm(long) }),
    );
    const path = dealOverviewQuery.path({ ...view, search: long });
    expect(new URL(path, "http://x").searchParams.get("search")).toHaveLength(99);
  });

  it("counts the tabs after the search only", () => {
    const view = dealOverview(history, {
      tab: "Expired",
      search: " rolex ",
      premium: 1,
      standard: 1,
    });
    expect(view.counts).toEqual({ All: 2, Active: 2, Pending: 0, Expired: 0 });
    expect(view.premium).toEqual({ items: [], total: 0 });
    expect(view.standard).toEqual({ items: [], total: 0 });
  });
});

describe("status pills and labels", () => {
  it.each([
    ["Active", "success"],
    ["Pending", "warning"],
    ["Expired", "expired"],
    ["Cancelled", "neutral"],
    ["", "neutral"],
  ])("%s is %s", (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it("adds ' Sponsor' to a level unless it already names a role", () => {
    expect(levelLabel("Title")).toBe("Title Sponsor");
    expect(levelLabel("Diamond")).toBe("Diamond Sponsor");
    expect(levelLabel("Official Partner")).toBe("Official Partner");
    expect(levelLabel("Official Supplier")).toBe("Official Supplier");
    expect(levelLabel("Presenting Sponsor")).toBe("Presenting Sponsor");
    expect(levelLabel("")).toBe("Official Sponsor");
  });

  it("shows deal values in whole units with thousands separators", () => {
    expect(formatDealValue(125_000_000)).toBe("$1,250,000");
    expect(formatDealValue(99)).toBe("$1");
    expect(formatDealValue(90_000_000, "EUR")).toBe("€900,000");
    expect(formatDealValue(0)).toBe("$0");
  });

  it("reads money as people type it", () => {
    expect(parseMoney("2,500,000")).toBe(2_500_000);
    expect(parseMoney("$2.5m")).toBe(2_500_000);
    expect(parseMoney("750k")).toBe(750_000);
    expect(parseMoney("1234.567")).toBe(1234.57);
    expect(parseMoney("lots")).toBeNull();
    expect(parseMoney("-5")).toBeNull();
  });
});

describe("search and tabs", () => {
  const list = [
    deal({ id: 1, sponsorName: "Genesis", industry: "Automotive", sponsorshipLevel: "Title" }),
    deal({
      id: 2,
      sponsorName: "Rolex",
      industry: "Luxury & Watches",
      sponsorshipLevel: "Official Timekeeper",
      status: "Pending",
    }),
    deal({
      id: 3,
      sponsorName: "HSBC",
      industry: "Banking & Financial Services",
      sponsorshipLevel: "Gold",
      status: "Expired",
    }),
  ];

  it("matches name, industry or level, ignoring case and spaces around", () => {
    expect(matchesDealSearch(list[0]!, "  GENE ")).toBe(true);
    expect(matchesDealSearch(list[1]!, "watches")).toBe(true);
    expect(matchesDealSearch(list[1]!, "timekeeper")).toBe(true);
    expect(matchesDealSearch(list[2]!, "rolex")).toBe(false);
    expect(matchesDealSearch(list[2]!, "")).toBe(true);
  });

  it("filters by tab and search and counts each tab after the search", () => {
    expect(filterDeals(list, { tab: "All", search: "" }).map((d) => d.id)).toEqual([1, 2, 3]);
    expect(filterDeals(list, { tab: "Pending", search: "" }).map((d) => d.id)).toEqual([2]);
    expect(filterDeals(list, { tab: "Active", search: "rolex" })).toEqual([]);
    expect(countByTab(list, "ol")).toEqual({ All: 2, Active: 0, Pending: 1, Expired: 1 });
  });
});

describe("deal schema", () => {
  const valid = {
    eventBrandId: 1,
    sponsorName: "Genesis",
    industry: "Automotive",
    sponsorshipLevel: "Title",
    value: 12_500_000.5,
  };

  it("fills defaults and keeps money in cents", () => {
    const parsed = dealCreateSchema.parse(valid);
    expect(parsed).toMatchObject({
      status: "Pending",
      currency: "USD",
      isExclusive: false,
      activationTypes: [],
      startDate: null,
    });
    expect(centsOf(parsed)).toBe(1_250_000_050);
    expect(centsOf(dealCreateSchema.parse({ ...valid, value: undefined, valueCents: 99 }))).toBe(
      99,
    );
    expect(dealCreateSchema.parse({ ...valid, currency: "eur" }).currency).toBe("EUR");
  });

  it.each([
    [{ sponsorName: "" }, "Sponsor name is required"],
    [{ sponsorshipLevel: " " }, "Sponsorship level is required"],
    [{ value: -1 }, "Deal value cannot be negative"],
    [{ value: 1.005 }, "Deal value can have at most 2 decimal places"],
    [{ value: "lots" }, "Deal value must be a number"],
    [{ value: undefined }, "Enter the deal value, e.g. 2,500,000"],
    [{ valueCents: 5 }, "Send the deal value once: either value or valueCents"],
    [{ status: "Signed" }, "Status must be Active, Pending or Expired"],
    [{ currency: "US" }, "Currency must be a 3-letter code such as USD"],
    [{ industry: "Crypto" }, "Industry must be one of the listed industries"],
    [{ startDate: "2026-02-30" }, "Start date must be a valid date (YYYY-MM-DD)"],
    [
      { startDate: "2026-03-01", endDate: "2026-02-01" },
      "The end date cannot be before the start date",
    ],
    [{ activationTypes: "Hospitality" }, "activationTypes must be a list of text"],
    [{ eventBrandId: "1" }, "Choose the event brand this deal belongs to"],
  ])("refuses %j with '%s'", (change, message) => {
    const result = dealCreateSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("takes a catalogue brand without a name, and refuses empty or unknown updates", () => {
    expect(
      dealCreateSchema.safeParse({ ...valid, sponsorName: undefined, sponsorBrandId: 4 }).success,
    ).toBe(true);
    expect(dealUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe("Nothing to change");
    expect(dealUpdateSchema.safeParse({ acknowledgeConflicts: true }).success).toBe(false);
    expect(dealUpdateSchema.safeParse({ isSample: false }).success).toBe(false);
    expect(dealUpdateSchema.safeParse({ sponsorName: "" }).error?.issues[0]?.message).toBe(
      "Sponsor name is required",
    );
  });
});

describe("sample deal history plan", () => {
  const dir = path.join(process.cwd(), "lib/server/seed/data/sponsors");
  let id = 0;
  const sponsors: CatalogueSponsor[] = readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .flatMap((file) =>
      (
        JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Array<{
          name: string;
          industry: string;
        }>
      ).map((s) => ({ id: ++id, name: s.name, industry: s.industry, logo: null })),
    );
  const today = new Date("2026-11-21T12:00:00Z");
  const plan = (seed: number) =>
    planPropertyHistory({
      random: seededRandom(seed),
      sponsors,
      firstSeason: 2019,
      favoured: ["Automotive"],
      price: 1,
      today,
    });

  it("is deterministic for a seed and realistic in size and dates", () => {
    const a = plan(42);
    expect(plan(42)).toEqual(a);
    expect(plan(43)).not.toEqual(a);
    expect(a.length).toBeGreaterThan(100);
    expect(a.length).toBeLessThan(300);
    for (const d of a) {
      expect(d.startDate >= "2019-01-01").toBe(true);
      expect(d.endDate > d.startDate).toBe(true);
      expect(d.valueCents).toBeGreaterThan(0);
      expect(d.activationTypes.length).toBeGreaterThan(0);
    }
    const statuses = new Set(a.map((d) => dealStatusOn(d.startDate, d.endDate, today)));
    expect(statuses).toEqual(new Set(["Active", "Pending", "Expired"]));
  });

  it("never makes an exclusivity clash, a second Title at once, or a sponsor twice at once", () => {
    const deals = plan(7);
    const holdings: RightsHolding[] = deals.map((d, index) => ({
      kind: "deal",
      id: index + 1,
      eventBrandId: 1,
      eventBrandName: "P",
      specificEventId: null,
      specificEventName: null,
      sponsorBrandId: d.sponsor.id,
      sponsorName: d.sponsor.name,
      industry: d.sponsor.industry,
      sponsorshipLevel: d.level,
      isExclusive: d.isExclusive,
      status: "Active",
      startDate: d.startDate,
      endDate: d.endDate,
    }));
    expect(conflictsAmong(holdings).size).toBe(0);
    const titles = deals
      .filter((d) => d.level === "Title")
      .sort((x, y) => x.startDate.localeCompare(y.startDate));
    for (let i = 1; i < titles.length; i++)
      expect(titles[i]!.startDate > titles[i - 1]!.endDate).toBe(true);
  });

  it("labels statuses by date", () => {
    expect(dealStatusOn("2027-01-01", "2028-12-31", today)).toBe("Pending");
    expect(dealStatusOn("2024-01-01", "2026-11-20", today)).toBe("Expired");
    expect(dealStatusOn("2024-01-01", "2026-11-21", today)).toBe("Active");
  });
});
