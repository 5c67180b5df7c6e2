import { beforeAll, describe, expect, it } from "@jest/globals";
import { catalogueSponsors } from "@/lib/server/ai/catalogue";
import { estimateReferenceCompany, readReferenceCompanies } from "@/lib/server/catalogue/companies";
import { SameCompanyIndex } from "@/lib/server/catalogue/same-company";
import { compileContext } from "@/lib/server/matching/compile-context";
import { compileSponsors } from "@/lib/server/matching/compile-sponsors";
import { rankSponsors } from "@/lib/server/matching/rank";
import type { MatchSponsor } from "@/lib/server/matching/types";
import { SEED_EVENT_BRANDS } from "@/lib/server/seed/event-brands";
import { domainOf } from "@/lib/shared/company-identity";
import { countryInfo } from "@/lib/shared/countries";
import type { CompanyScale } from "@/lib/shared/profile";

/**
 * Ranking credibility with the whole catalogue: the 294 curated brands plus the 26,101 reference
 * companies, merged as the seed merges them. A property's top matches must be brands a
 * sponsorship seller recognises as prospects, never nano caps. The LIV Golf list is printed in
 * docs/matching.md.
 */
interface Row extends MatchSponsor {
  source: "curated" | "reference";
  scale: CompanyScale | null;
}

let rows: Row[] = [];

beforeAll(() => {
  const curated = catalogueSponsors();
  rows = curated.map((entry, i) => ({
    id: i + 1,
    name: entry.name,
    industry: entry.industry,
    profile: entry.profile,
    source: "curated",
    scale: null,
  }));
  const index = new SameCompanyIndex(
    curated.map((entry) => ({
      name: entry.name,
      domain: domainOf(entry.website),
      country: countryInfo(entry.headquarters)?.code ?? null,
    })),
  );
  const names = new Set(rows.map((row) => row.name.toLowerCase()));
  for (const company of readReferenceCompanies()) {
    const identity = { name: company.name, domain: company.domain, country: company.country };
    if (index.find(identity) || names.has(company.name.toLowerCase())) continue;
    index.add(identity);
    names.add(company.name.toLowerCase());
    const { industry, profile } = estimateReferenceCompany(company);
    rows.push({
      id: rows.length + 1,
      name: company.name,
      industry,
      profile,
      source: "reference",
      scale: company.marketCapBand,
    });
  }
});

function top(propertyName: string, limit: number): Row[] {
  const brand = SEED_EVENT_BRANDS.find((b) => b.name === propertyName)!;
  const context = compileContext({
    kind: "event-brand",
    eventBrand: { id: 1, name: brand.name, profile: brand.profile },
  });
  return rankSponsors(compileSponsors(rows), context, { limit }).map((r) => rows[r.index]!);
}

describe("ranking with 26,000 real companies", () => {
  it("loads the whole catalogue, merged", () => {
    expect(rows.length).toBeGreaterThan(26_000);
    expect(rows.filter((row) => row.source === "curated")).toHaveLength(294);
  });

  it("LIV Golf's top 20 are recognisable prospects: no micro or nano caps, curated golf brands high", () => {
    const best = top("LIV Golf", 20);
    expect(best).toHaveLength(20);
    for (const row of best) {
      expect(["micro", "nano"]).not.toContain(row.scale);
      if (row.source === "reference") expect(row.profile?.consumerReach).not.toBe("business");
    }
    const names = best.map((row) => row.name);
    // Partners of golf already (BMW PGA Championship, Genesis Invitational, Omega European
    // Masters, HSBC and Aramco with LIV Golf itself) lead the list.
    for (const name of ["BMW", "Genesis", "Omega", "HSBC", "Aramco"]) {
      expect(names.slice(0, 10)).toContain(name);
    }
    // Categories the property sells: automotive, luxury, finance, airlines, energy.
    const industries = new Set(best.map((row) => row.industry));
    for (const industry of [
      "Automotive",
      "Luxury & Watches",
      "Banking & Financial Services",
      "Airlines",
      "Energy",
    ]) {
      expect(industries).toContain(industry);
    }
  });

  it("no property's top 50 holds a nano cap, and the reference companies that reach it are large", () => {
    for (const brand of SEED_EVENT_BRANDS) {
      const best = top(brand.name, 50);
      for (const row of best.filter((r) => r.source === "reference")) {
        expect(["mega", "large", "mid", null]).toContain(row.scale);
      }
    }
  });
});
