import { getDb } from "@/lib/server/db/client";
import {
  eventBrands,
  sponsorBrands,
  sponsorDeals,
  sponsorships,
  specificEvents,
} from "@/lib/server/db/schema";
import {
  annotateDealsWithConflicts,
  annotateEventLinksWithConflicts,
  findExclusivityConflicts,
} from "@/lib/server/exclusivity/conflicts";
import { AppError } from "@/lib/server/http/errors";
import { resetDatabase } from "../support/db";

let liv: number;
let riyadh: number;
let adelaide: number;
const sponsor: Record<string, number> = {};

async function insertOne<T extends { id: number }>(query: Promise<T[]>): Promise<number> {
  const [row] = await query;
  return row!.id;
}

beforeEach(async () => {
  await resetDatabase();
  const db = getDb();
  liv = await insertOne(db.insert(eventBrands).values({ name: "LIV Golf" }).returning());
  const other = await insertOne(db.insert(eventBrands).values({ name: "SailGP" }).returning());
  riyadh = await insertOne(
    db
      .insert(specificEvents)
      .values({
        eventBrandId: liv,
        name: "LIV Golf Riyadh",
        startDate: "2026-02-05",
        endDate: "2026-02-07",
      })
      .returning(),
  );
  adelaide = await insertOne(
    db
      .insert(specificEvents)
      .values({ eventBrandId: liv, name: "LIV Golf Adelaide", startDate: "2026-02-13" })
      .returning(),
  );
  for (const [name, industry] of [
    ["Aramco", "Energy"],
    ["Shell", "Energy"],
    ["bp", "Energy"],
    ["Genesis", "Automotive"],
    ["BMW", "Automotive"],
  ] as const) {
    sponsor[name] = await insertOne(
      db.insert(sponsorBrands).values({ name, industry }).returning(),
    );
  }
  await db.insert(sponsorDeals).values([
    // Live at LIV Golf through 2026: Genesis holds Title rights in Automotive.
    {
      eventBrandId: liv,
      sponsorBrandId: sponsor.Genesis,
      sponsorName: "Genesis",
      industry: "Automotive",
      sponsorshipLevel: "Title",
      status: "Active",
      startDate: "2025-01-01",
      endDate: "2026-12-31",
    },
    // Ended before the Riyadh event: no clash with it.
    {
      eventBrandId: liv,
      sponsorName: "TotalEnergies",
      industry: "Energy",
      sponsorshipLevel: "Category Partner",
      isExclusive: true,
      status: "Active",
      startDate: "2024-01-01",
      endDate: "2025-12-31",
    },
    {
      eventBrandId: other,
      sponsorName: "Kia",
      industry: "Automotive",
      sponsorshipLevel: "Title",
      status: "Active",
    },
  ]);
  await db.insert(sponsorships).values([
    {
      sponsorBrandId: sponsor.Aramco!,
      specificEventId: riyadh,
      sponsorshipLevel: "Presenting Partner",
    },
    { sponsorBrandId: sponsor.Shell!, specificEventId: riyadh, sponsorshipLevel: null },
    {
      sponsorBrandId: sponsor.bp!,
      specificEventId: adelaide,
      sponsorshipLevel: "Official Partner",
    },
  ]);
});

describe("findExclusivityConflicts for a deal", () => {
  it("finds the property's live exclusive deal, with who, where, level and why", async () => {
    const found = await findExclusivityConflicts({
      eventBrandId: liv,
      industry: "Automotive",
      sponsorshipLevel: "Official Partner",
      isExclusive: false,
      status: "Pending",
      sponsorName: "BMW",
      startDate: "2026-06-01",
      endDate: "2027-05-31",
    });
    expect(found).toEqual([
      expect.objectContaining({
        kind: "deal",
        sponsorName: "Genesis",
        sponsorshipLevel: "Title",
        where: "LIV Golf",
        exclusiveSide: "them",
        message: "Genesis holds Title rights in Automotive at LIV Golf",
      }),
    ]);
  });

  it("ignores the deal being edited, the same sponsor, later periods and expired candidates", async () => {
    const [genesis] = await annotateDealsWithConflicts([{ id: 1, eventBrandId: liv }]);
    expect(genesis!.conflicts).toEqual([]);
    const base = {
      eventBrandId: liv,
      industry: "Automotive",
      sponsorshipLevel: "Gold",
      isExclusive: false,
      status: "Active",
    };
    expect(
      await findExclusivityConflicts({
        ...base,
        sponsorBrandId: sponsor.Genesis,
        sponsorName: "GENESIS",
      }),
    ).toEqual([]);
    expect(
      await findExclusivityConflicts({ ...base, sponsorName: "BMW", startDate: "2027-01-01" }),
    ).toEqual([]);
    expect(
      await findExclusivityConflicts({ ...base, sponsorName: "BMW", status: "Expired" }),
    ).toEqual([]);
    expect(
      await findExclusivityConflicts({
        ...base,
        sponsorName: "Rolex",
        industry: "Luxury & Watches",
      }),
    ).toEqual([]);
  });

  it("sees sponsors linked to the property's events during the deal", async () => {
    const found = await findExclusivityConflicts({
      eventBrandId: liv,
      industry: "Energy",
      sponsorshipLevel: "Title",
      isExclusive: false,
      status: "Active",
      sponsorName: "Chevron",
      startDate: "2026-01-01",
      endDate: "2026-02-10",
    });
    expect(found.map((c) => [c.kind, c.sponsorName, c.where, c.exclusiveSide])).toEqual([
      ["event-link", "Aramco", "LIV Golf Riyadh", "both"],
      ["event-link", "Shell", "LIV Golf Riyadh", "us"],
    ]);
    expect(found[1]!.message).toBe(
      "Shell already sponsors LIV Golf Riyadh in Energy as Official Sponsor, which Title rights would exclude",
    );
  });

  it("refuses an unknown property", async () => {
    await expect(
      findExclusivityConflicts({
        eventBrandId: 9999,
        industry: "Energy",
        sponsorshipLevel: "Title",
        isExclusive: false,
        status: "Active",
      }),
    ).rejects.toBeInstanceOf(AppError);
  });
});

describe("findExclusivityConflicts for an event link", () => {
  it("compares with the same event's sponsors and the property's live deals covering it", async () => {
    const bmw = await findExclusivityConflicts({
      specificEventId: riyadh,
      sponsorBrandId: sponsor.BMW!,
      sponsorshipLevel: "Official Partner",
      isExclusive: false,
    });
    expect(bmw.map((c) => c.message)).toEqual([
      "Genesis holds Title rights in Automotive at LIV Golf",
    ]);

    const bp = await findExclusivityConflicts({
      specificEventId: riyadh,
      sponsorBrandId: sponsor.bp!,
      sponsorshipLevel: null,
      isExclusive: false,
    });
    // Aramco's Presenting rights at Riyadh; TotalEnergies' deal ended before the event.
    expect(bp.map((c) => c.message)).toEqual([
      "Aramco holds Presenting Partner rights in Energy at LIV Golf Riyadh",
    ]);

    const atAdelaide = await findExclusivityConflicts({
      specificEventId: adelaide,
      sponsorBrandId: sponsor.Shell!,
      sponsorshipLevel: "Official Partner",
      isExclusive: false,
    });
    expect(atAdelaide).toEqual([]);
  });

  it("refuses an unknown event or sponsor", async () => {
    await expect(
      findExclusivityConflicts({
        specificEventId: 9999,
        sponsorBrandId: sponsor.BMW!,
        sponsorshipLevel: null,
        isExclusive: false,
      }),
    ).rejects.toThrow("Specific event not found");
    await expect(
      findExclusivityConflicts({
        specificEventId: riyadh,
        sponsorBrandId: 9999,
        sponsorshipLevel: null,
        isExclusive: false,
      }),
    ).rejects.toThrow("Sponsor brand not found");
  });
});

describe("annotating lists", () => {
  it("shows a clash on both event links, and none on an unrelated one", async () => {
    const links = await annotateEventLinksWithConflicts([
      { specificEventId: riyadh, sponsorBrandId: sponsor.Aramco!, label: "a" },
      { specificEventId: riyadh, sponsorBrandId: sponsor.Shell!, label: "s" },
      { specificEventId: adelaide, sponsorBrandId: sponsor.bp!, label: "b" },
    ]);
    expect(links.map((l) => [l.label, l.conflicts.map((c) => c.sponsorName)])).toEqual([
      ["a", ["Shell"]],
      ["s", ["Aramco"]],
      ["b", []],
    ]);
  });

  it("shows a clash on both deals, including deals not in the list", async () => {
    const [bmw] = await getDb()
      .insert(sponsorDeals)
      .values({
        eventBrandId: liv,
        sponsorName: "BMW",
        industry: "Automotive",
        sponsorshipLevel: "Gold",
        status: "Pending",
        startDate: "2026-03-01",
      })
      .returning({ id: sponsorDeals.id });
    const [annotated] = await annotateDealsWithConflicts([{ id: bmw!.id, eventBrandId: liv }]);
    expect(annotated!.conflicts.map((c) => c.sponsorName)).toEqual(["Genesis"]);
    const [genesis] = await annotateDealsWithConflicts([{ id: 1, eventBrandId: liv }]);
    expect(genesis!.conflicts.map((c) => c.sponsorName)).toEqual(["BMW"]);
  });
});
