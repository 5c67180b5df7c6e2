import { describe, expect, it } from "@jest/globals";
import { scoreSponsor } from "@/lib/server/matching/score";
import type { MatchContext, MatchSponsor } from "@/lib/server/matching/types";
import { withTrackRecord } from "@/lib/server/sponsors/track-record";
import { sponsorProfileSchema, type SportsSponsorship } from "@/lib/shared/schemas/profile";

// The track-record reason: a brand's deals in the context's sport, counted and named, each named
// property linked to its deal's source. The points it carries are the sports-sponsorship term's,
// worked through in matching-examples.test.ts; here the words, the links and that the sum holds.

const LIV: MatchContext = {
  kind: "event-brand",
  eventBrand: {
    id: 1,
    name: "LIV Golf",
    profile: {
      sport: "golf",
      tier: "international",
      markets: { regions: ["Europe", "Middle East"], countries: ["GB", "SA"] },
      audience: {
        ageBands: ["35-44", "45-54"],
        genderSkew: "male",
        income: "high",
        interests: ["golf", "travel"],
      },
      brandValues: ["excellence", "global", "performance"],
    },
  },
};

function sponsorWith(deals: SportsSponsorship[]): MatchSponsor {
  return {
    id: 7,
    name: "Gulf Bank",
    industry: "Banking, Finance & Insurance",
    profile: {
      budgetBand: "L",
      budgetIsEstimate: true,
      markets: { regions: ["Middle East", "Europe"], countries: ["AE", "GB"] },
      audience: {
        ageBands: ["35-44", "45-54"],
        genderSkew: "male",
        income: "high",
        interests: ["golf", "business"],
      },
      brandValues: ["excellence", "innovation", "global"],
      sportsSponsorships: deals,
    },
  };
}

const src = (slug: string) => `https://example.org/${slug}`;
const golf = (property: string, sourceUrl?: string): SportsSponsorship => ({
  property,
  sport: "golf",
  since: null,
  ...(sourceUrl ? { sourceUrl } : {}),
});

function trackReason(deals: SportsSponsorship[]) {
  const result = scoreSponsor(sponsorWith(deals), LIV);
  const reason = result.reasons.find((r) => r.factor === "sports-sponsorship");
  return { result, reason };
}

describe("the track-record reason", () => {
  it("counts every same-sport property, names three and links each to its source", () => {
    const { reason } = trackReason([
      golf("DP World Tour", src("dpwt")),
      golf("Asian Tour", src("asian")),
      golf("LPGA"),
      { property: "ICC", sport: "cricket", since: 2020, sourceUrl: src("icc") },
    ]);
    expect(reason?.text).toBe("Sponsors 3 golf properties: DP World Tour, Asian Tour, LPGA");
    // A property whose deal has no source address is named, not linked.
    expect(reason?.links).toEqual([
      { label: "DP World Tour", url: src("dpwt") },
      { label: "Asian Tour", url: src("asian") },
    ]);
  });

  it("says there are more after the third, and counts them all", () => {
    const { reason } = trackReason([
      golf("DP World Tour"),
      golf("Asian Tour"),
      golf("LPGA"),
      golf("Ladies European Tour", src("let")),
    ]);
    expect(reason?.text).toBe("Sponsors 4 golf properties: DP World Tour, Asian Tour, LPGA, …");
    // Only the named properties carry links.
    expect(reason?.links).toBeUndefined();
  });

  it("one property is singular; a property listed twice counts once", () => {
    const { reason } = trackReason([golf("Asian Tour"), golf("asian tour", src("asian"))]);
    expect(reason?.text).toBe("Sponsors 1 golf property: Asian Tour");
    expect(reason?.links).toEqual([{ label: "Asian Tour", url: src("asian") }]);
  });

  it("keeps the renewal reason for the property itself", () => {
    const { reason } = trackReason([golf("LIV Golf", src("liv")), golf("Asian Tour")]);
    expect(reason?.text).toBe("Already a partner of LIV Golf: a renewal or upgrade conversation");
    expect(reason?.links).toBeUndefined();
  });

  it("a source changes the words' links, never the points: the sum shown stays the same", () => {
    const sourced = trackReason([golf("DP World Tour", src("dpwt")), golf("Asian Tour")]).result;
    const plain = trackReason([golf("DP World Tour"), golf("Asian Tour")]).result;
    expect(sourced.matchPercentage).toBe(plain.matchPercentage);
    expect(sourced.reasons.map((r) => [r.factor, r.impact, r.text])).toEqual(
      plain.reasons.map((r) => [r.factor, r.impact, r.text]),
    );
  });
});

describe("withTrackRecord", () => {
  const profile = sponsorWith([golf("DP World Tour")]).profile!;

  it("adds the sourced properties and lends a source to one the profile already lists", () => {
    const merged = withTrackRecord(profile, [
      golf("dp world tour", src("dpwt")),
      golf("Asian Tour", src("asian")),
    ]);
    expect(merged?.sportsSponsorships).toEqual([
      golf("Asian Tour", src("asian")),
      golf("DP World Tour", src("dpwt")),
    ]);
  });

  it("leaves the profile as it is when the record adds nothing", () => {
    expect(withTrackRecord(profile, [golf("DP World Tour")])).toBe(profile);
    expect(withTrackRecord(profile, [])).toBe(profile);
  });
});

describe("the profile's sports sponsorships", () => {
  const base = sponsorWith([]).profile!;
  const parse = (deal: Record<string, unknown>) =>
    sponsorProfileSchema.safeParse({ ...base, sportsSponsorships: [deal] }).success;

  it("stay valid without a source address, and take only a web address as one", () => {
    expect(parse({ property: "The Open", sport: "golf", since: 2012 })).toBe(true);
    expect(parse({ property: "The Open", sport: "golf", since: null, sourceUrl: src("x") })).toBe(
      true,
    );
    expect(
      parse({ property: "The Open", sport: "golf", since: null, sourceUrl: "javascript:alert(1)" }),
    ).toBe(false);
  });
});
