import { catalogueSponsors } from "@/lib/server/ai/catalogue";
import {
  marketOverlap,
  rankRivals,
  rivalSimilarity,
  sizeCloseness,
  type RivalTraits,
} from "@/lib/server/facts/rivals";
import { cataloguePeerCandidate } from "@/lib/server/facts/serialize";
import type { SponsorProfile } from "@/lib/shared/schemas/profile";

/** Who a sponsor's real rivals are: comparable size, same markets, known deals. */

const entry = (slug: string) => catalogueSponsors().find((item) => item.slug === slug)!;
const traitsOf = (slug: string): RivalTraits => {
  const found = entry(slug);
  return { name: found.name, profile: found.profile, revenueUsd: found.annualRevenue.amountUsd };
};

/** A small listed supplier as the reference data estimates it: one country, small band, no deals. */
function smallSupplier(name: string, country: string, region: "Asia" | "Europe"): RivalTraits {
  const profile: SponsorProfile = {
    ...entry("bmw").profile,
    budgetBand: "XS",
    markets: { regions: [region], countries: [country] },
    sportsSponsorships: [],
    isEstimate: true,
  };
  return { name, profile, revenueUsd: null };
}

describe("rival ranking", () => {
  it("puts Mercedes-Benz's global premium rivals before small regional suppliers", () => {
    const mercedes = traitsOf("mercedes-benz");
    const catalogue = catalogueSponsors()
      .filter((item) => item.industry === "Automotive" && item.slug !== "mercedes-benz")
      .map(cataloguePeerCandidate);
    const suppliers = [
      smallSupplier("AAPICO Hitech", "TH", "Asia"),
      smallSupplier("AB Dynamics", "GB", "Europe"),
      smallSupplier("Acma", "IN", "Asia"),
    ];
    const ranked = rankRivals(mercedes, [...suppliers, ...catalogue]).map((peer) => peer.name);
    expect(ranked[0]).toBe("BMW");
    expect(ranked.slice(0, 5)).toEqual(expect.arrayContaining(["BMW"]));
    for (const supplier of suppliers) expect(ranked.indexOf(supplier.name)).toBeGreaterThan(11);
  });

  it("ranks Omega and other global watchmakers as Rolex's rivals", () => {
    const rolex = traitsOf("rolex");
    const catalogue = catalogueSponsors()
      .filter((item) => item.industry === "Luxury & Watches" && item.slug !== "rolex")
      .map(cataloguePeerCandidate);
    const ranked = rankRivals(rolex, [smallSupplier("Aeffe", "IT", "Europe"), ...catalogue]);
    expect(ranked.slice(0, 5).map((peer) => peer.name)).toContain("Omega");
    expect(ranked.at(-1)!.name).toBe("Aeffe");
  });

  it("compares size by revenue on a log scale, else by budget band", () => {
    const a = { name: "A", profile: null, revenueUsd: 100e9 };
    expect(sizeCloseness(a, { ...a, revenueUsd: 100e9 })).toBe(1);
    expect(sizeCloseness(a, { ...a, revenueUsd: 10e9 })).toBeCloseTo(0.5);
    expect(sizeCloseness(a, { ...a, revenueUsd: 1e9 })).toBe(0);
    const xl = traitsOf("mercedes-benz");
    const band = (budgetBand: SponsorProfile["budgetBand"]): RivalTraits => ({
      name: "B",
      revenueUsd: null,
      profile: { ...xl.profile!, budgetBand },
    });
    expect(sizeCloseness(band("XL"), band("XL"))).toBe(1);
    expect(sizeCloseness(band("XL"), band("L"))).toBe(0.75);
    expect(sizeCloseness(band("XL"), band("XS"))).toBe(0);
    // Unknown on one side: half alike.
    expect(sizeCloseness({ name: "C", profile: null, revenueUsd: null }, band("M"))).toBe(0.5);
  });

  it("compares markets by shared regions and key countries", () => {
    const world = entry("bmw").profile.markets;
    expect(marketOverlap(world, world)).toBe(1);
    expect(marketOverlap(world, { regions: ["Asia"], countries: ["TH"] })).toBeCloseTo(1 / 14);
    expect(
      marketOverlap({ regions: ["Europe"], countries: [] }, { regions: ["Asia"], countries: [] }),
    ).toBe(0);
    expect(marketOverlap(undefined, world)).toBe(0.5);
  });

  it("counts known deals: of two brands alike otherwise, the one whose deals are known ranks first", () => {
    const bmw = traitsOf("bmw");
    const unknownDeals: RivalTraits = {
      name: "AAA Motors",
      revenueUsd: bmw.revenueUsd,
      profile: { ...bmw.profile!, sportsSponsorships: [] },
    };
    const mercedes = traitsOf("mercedes-benz");
    expect(rivalSimilarity(mercedes, bmw)).toBeGreaterThan(rivalSimilarity(mercedes, unknownDeals));
    expect(rankRivals(mercedes, [unknownDeals, bmw]).map((peer) => peer.name)).toEqual([
      "BMW",
      "AAA Motors",
    ]);
  });
});
