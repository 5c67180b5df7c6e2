import {
  conflictBetween,
  conflictsAmong,
  hasExclusiveRights,
  isExclusiveLevel,
  periodsOverlap,
  sameSponsor,
  type RightsHolding,
} from "@/lib/shared/exclusivity";

let nextId = 1;
const deal = (overrides: Partial<RightsHolding> = {}): RightsHolding => ({
  kind: "deal",
  id: nextId++,
  eventBrandId: 1,
  eventBrandName: "LIV Golf",
  specificEventId: null,
  specificEventName: null,
  sponsorBrandId: null,
  sponsorName: "Genesis",
  industry: "Automotive",
  sponsorshipLevel: "Official Partner",
  isExclusive: false,
  status: "Active",
  startDate: "2025-01-01",
  endDate: "2027-12-31",
  ...overrides,
});
const link = (overrides: Partial<RightsHolding> = {}): RightsHolding =>
  deal({
    kind: "event-link",
    status: null,
    specificEventId: 7,
    specificEventName: "LIV Golf Riyadh",
    startDate: "2026-02-05",
    endDate: "2026-02-07",
    ...overrides,
  });

describe("isExclusiveLevel", () => {
  it.each([
    ["Title", true],
    ["title sponsor", true],
    ["Co-Title Partner", true],
    ["Presenting", true],
    ["PRESENTING PARTNER", true],
    ["Entitled Partner", false],
    ["Titles", false],
    ["Representing Partner", false],
    ["Diamond", false],
    ["Official Partner", false],
    ["", false],
    [null, false],
  ])("%s → %s", (level, expected) => {
    expect(isExclusiveLevel(level)).toBe(expected);
  });

  it("counts the isExclusive flag as exclusive rights", () => {
    expect(hasExclusiveRights({ sponsorshipLevel: "Category Partner", isExclusive: true })).toBe(
      true,
    );
    expect(hasExclusiveRights({ sponsorshipLevel: "Category Partner", isExclusive: false })).toBe(
      false,
    );
    expect(hasExclusiveRights({ sponsorshipLevel: "Title", isExclusive: false })).toBe(true);
  });
});

describe("periodsOverlap and sameSponsor", () => {
  it("treats missing dates as open-ended and touching days as overlapping", () => {
    const a = { startDate: "2025-01-01", endDate: "2025-12-31" };
    expect(periodsOverlap(a, { startDate: "2025-12-31", endDate: "2026-06-30" })).toBe(true);
    expect(periodsOverlap(a, { startDate: "2026-01-01", endDate: "2026-06-30" })).toBe(false);
    expect(periodsOverlap(a, { startDate: "2020-01-01", endDate: "2024-12-31" })).toBe(false);
    expect(periodsOverlap(a, { startDate: null, endDate: null })).toBe(true);
    expect(periodsOverlap(a, { startDate: "2024-06-01", endDate: null })).toBe(true);
    expect(periodsOverlap(a, { startDate: null, endDate: "2024-12-31" })).toBe(false);
  });

  it("compares catalogue ids when both have one, else names without case", () => {
    expect(
      sameSponsor({ sponsorBrandId: 3, sponsorName: "A" }, { sponsorBrandId: 3, sponsorName: "B" }),
    ).toBe(true);
    expect(
      sameSponsor({ sponsorBrandId: 3, sponsorName: "A" }, { sponsorBrandId: 4, sponsorName: "A" }),
    ).toBe(false);
    expect(
      sameSponsor(
        { sponsorBrandId: null, sponsorName: " BMW " },
        { sponsorBrandId: 4, sponsorName: "bmw" },
      ),
    ).toBe(true);
    expect(
      sameSponsor(
        { sponsorBrandId: null, sponsorName: "" },
        { sponsorBrandId: null, sponsorName: "" },
      ),
    ).toBe(false);
  });
});

describe("conflictBetween", () => {
  const title = deal({ sponsorName: "Genesis", sponsorshipLevel: "Title" });

  it("names who holds the exclusive rights, where, at which level and why", () => {
    const other = deal({ sponsorName: "BMW", sponsorshipLevel: "Official Partner" });
    expect(conflictBetween(other, title)).toMatchObject({
      kind: "deal",
      id: title.id,
      sponsorName: "Genesis",
      sponsorshipLevel: "Title",
      industry: "Automotive",
      where: "LIV Golf",
      exclusiveSide: "them",
      message: "Genesis holds Title rights in Automotive at LIV Golf",
    });
    expect(conflictBetween(title, other)).toMatchObject({
      exclusiveSide: "us",
      message:
        "BMW already sponsors LIV Golf in Automotive as Official Partner, which Title rights would exclude",
    });
  });

  it("words a flag-exclusive level and a pending deal", () => {
    const flagged = deal({
      sponsorName: "Kia",
      sponsorshipLevel: "Category Partner",
      isExclusive: true,
      status: "Pending",
    });
    expect(conflictBetween(deal({ sponsorName: "BMW" }), flagged)?.message).toBe(
      "Kia has signed exclusive Category Partner rights in Automotive at LIV Golf",
    );
    expect(conflictBetween(title, flagged)?.exclusiveSide).toBe("both");
  });

  it.each([
    ["neither side is exclusive", deal({ sponsorName: "BMW" }), deal({ sponsorName: "Kia" })],
    [
      "the other industry differs",
      title,
      deal({ sponsorName: "Rolex", industry: "Luxury & Watches" }),
    ],
    ["the other deal has expired", title, deal({ sponsorName: "BMW", status: "Expired" })],
    ["it is another property", title, deal({ sponsorName: "BMW", eventBrandId: 2 })],
    ["it is the same sponsor (a renewal)", title, deal({ sponsorName: "genesis" })],
    [
      "the periods do not overlap",
      title,
      deal({ sponsorName: "BMW", startDate: "2028-01-01", endDate: null }),
    ],
    ["the other has no industry", title, deal({ sponsorName: "BMW", industry: null })],
  ])("finds nothing when %s", (_why, a, b) => {
    expect(conflictBetween(a, b)).toBeNull();
  });

  it("never reports a row against itself, but a new row (id 0) is compared", () => {
    expect(conflictBetween(title, title)).toBeNull();
    expect(conflictBetween({ ...title, id: 0, sponsorName: "BMW" }, title)).not.toBeNull();
  });

  it("compares event links only within their event, and with the property's deals", () => {
    const presenting = link({
      sponsorName: "Aramco",
      industry: "Energy",
      sponsorshipLevel: "Presenting",
    });
    const sameEvent = link({
      sponsorName: "Shell",
      industry: "Energy",
      sponsorshipLevel: "Official Sponsor",
    });
    const otherEvent = link({ sponsorName: "bp", industry: "Energy", specificEventId: 8 });
    expect(conflictBetween(sameEvent, presenting)?.message).toBe(
      "Aramco holds Presenting rights in Energy at LIV Golf Riyadh",
    );
    expect(conflictBetween(otherEvent, presenting)).toBeNull();
    const energyDeal = deal({ sponsorName: "TotalEnergies", industry: "Energy" });
    expect(conflictBetween(energyDeal, presenting)?.where).toBe("LIV Golf Riyadh");
    expect(conflictBetween(presenting, energyDeal)?.where).toBe("LIV Golf");
  });
});

describe("conflictsAmong", () => {
  it("puts a clash on both sides and leaves unrelated rows alone", () => {
    const a = deal({ sponsorName: "Genesis", sponsorshipLevel: "Title Partner" });
    const b = deal({ sponsorName: "BMW", sponsorshipLevel: "Gold" });
    const c = deal({
      sponsorName: "Rolex",
      industry: "Luxury & Watches",
      sponsorshipLevel: "Title",
    });
    const d = deal({ sponsorName: "Kia", eventBrandId: 2, eventBrandName: "Australian Open" });
    const found = conflictsAmong([a, b, c, d]);
    expect(found.get(`deal:${a.id}`)?.map((x) => x.sponsorName)).toEqual(["BMW"]);
    expect(found.get(`deal:${b.id}`)?.map((x) => x.sponsorName)).toEqual(["Genesis"]);
    expect(found.has(`deal:${c.id}`)).toBe(false);
    expect(found.has(`deal:${d.id}`)).toBe(false);
  });

  it("is symmetric for any pair", () => {
    const rows = [
      deal({ sponsorName: "A", sponsorshipLevel: "Title" }),
      deal({ sponsorName: "B", isExclusive: true, startDate: "2027-06-01" }),
      deal({ sponsorName: "C", status: "Pending", endDate: "2025-03-01" }),
      link({ sponsorName: "D" }),
      link({ sponsorName: "E", sponsorshipLevel: "Presenting" }),
    ];
    const found = conflictsAmong(rows);
    // A (Title) and D (a link in the same industry and period) clash, so there is something to compare.
    expect(found.get(`${rows[0]!.kind}:${rows[0]!.id}`)?.map((c) => c.sponsorName)).toContain("D");
    for (const x of rows)
      for (const y of rows) {
        const xy = (found.get(`${x.kind}:${x.id}`) ?? []).some(
          (c) => c.kind === y.kind && c.id === y.id,
        );
        const yx = (found.get(`${y.kind}:${y.id}`) ?? []).some(
          (c) => c.kind === x.kind && c.id === x.id,
        );
        expect(xy).toBe(yx);
      }
  });
});
