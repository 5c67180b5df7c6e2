import { describe, expect, it } from "@jest/globals";
import fc from "fast-check";
import { compileContext } from "@/lib/server/matching/compile-context";
import { compileSponsors, sponsorAt } from "@/lib/server/matching/compile-sponsors";
import { rankSponsors } from "@/lib/server/matching/rank";
import { explain, scoreCompiled, scoreSponsor } from "@/lib/server/matching/score";
import type { MatchContext, MatchResult, MatchSponsor } from "@/lib/server/matching/types";
import { compareNames, namePrefixKey } from "@/lib/server/matching/words";
import { countryInfo } from "@/lib/shared/countries";
import { AGE_BANDS, BRAND_VALUES, INTERESTS } from "@/lib/shared/profile";
import type { EventProfile, SponsorProfile } from "@/lib/shared/schemas/profile";
import {
  contextArb,
  eventProfileArb,
  nowArb,
  sponsorArb,
  sponsorProfileArb,
} from "./matching-arbitraries";

const RUNS = { numRuns: 300 };
const SCORE_KEYS = ["audienceMatch", "valueMatch", "brandValueMatch", "matchPercentage"] as const;

function withSponsorProfile(sponsor: MatchSponsor, profile: SponsorProfile): MatchSponsor {
  return { ...sponsor, profile };
}

function withEventProfile(context: MatchContext, profile: EventProfile): MatchContext {
  return { ...context, eventBrand: { ...context.eventBrand, profile } };
}

function expectWellFormed(result: MatchResult): void {
  for (const key of SCORE_KEYS) {
    expect(Number.isInteger(result[key])).toBe(true);
    expect(Object.is(result[key], -0)).toBe(false);
    expect(result[key]).toBeGreaterThanOrEqual(0);
    expect(result[key]).toBeLessThanOrEqual(100);
  }
  expect(result.reasons.length).toBeGreaterThanOrEqual(3);
  expect(result.reasons.length).toBeLessThanOrEqual(5);
  for (const [i, reason] of result.reasons.entries()) {
    expect(reason.text.trim().length).toBeGreaterThan(0);
    expect(Number.isFinite(reason.impact)).toBe(true);
    const next = result.reasons[i + 1];
    if (next) expect(Math.abs(reason.impact)).toBeGreaterThanOrEqual(Math.abs(next.impact));
  }
}

describe("matching engine properties", () => {
  it("scores are integers in [0, 100] and there are 3–5 reasons sorted by |impact|, also without profiles", () => {
    const maybeSponsor = fc.option(sponsorProfileArb, { nil: null });
    const maybeEvent = fc.option(eventProfileArb, { nil: null });
    fc.assert(
      fc.property(
        sponsorArb(maybeSponsor),
        contextArb(maybeEvent),
        nowArb,
        (sponsor, context, now) => {
          const result = scoreSponsor(sponsor, context, { now });
          expectWellFormed(result);
          const complete = sponsor.profile !== null && context.eventBrand.profile !== null;
          expect(result.confidence).toBe(complete ? "high" : "low");
          if (!complete) {
            expect([result.audienceMatch, result.valueMatch, result.brandValueMatch]).toEqual([
              50, 50, 50,
            ]);
          }
        },
      ),
      RUNS,
    );
  });

  it("is deterministic, and the compiled paths agree with scoreSponsor", () => {
    fc.assert(
      fc.property(
        fc.array(sponsorArb(), { minLength: 1, maxLength: 8 }),
        contextArb(),
        nowArb,
        (sponsors, context, now) => {
          const compiledContext = compileContext(context, { now });
          const set = compileSponsors(sponsors);
          const ranked = rankSponsors(set, compiledContext);
          expect(rankSponsors(set, compiledContext)).toEqual(ranked);
          for (const [index, sponsor] of sponsors.entries()) {
            const once = scoreSponsor(sponsor, context, { now });
            expect(scoreSponsor(sponsor, context, { now })).toEqual(once);
            expect(explain(sponsorAt(set, index), compiledContext)).toEqual(once);
            const { reasons: _reasons, sponsorId: _id, confidence: _confidence, ...scores } = once;
            expect(scoreCompiled(sponsorAt(set, index), compiledContext)).toEqual(scores);
            const row = ranked.find((r) => r.index === index);
            expect(row).toEqual({ index, id: sponsor.id, ...scores });
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  /**
   * Symmetry: audienceMatch depends only on the two audiences through symmetric terms (√Dice of
   * age bands and interests, |income difference|, gender compatibility), so swapping the sponsor's
   * and the property's audience leaves it unchanged; likewise brandValueMatch when the two brand
   * value lists are swapped. valueMatch is directional (budget vs tier, the sponsor's coverage of
   * the property's markets) and is not symmetric.
   */
  it("audienceMatch is symmetric when sponsor and property audiences are swapped", () => {
    fc.assert(
      fc.property(sponsorArb(), contextArb(), (sponsor, context) => {
        const s = sponsor.profile as SponsorProfile;
        const e = context.eventBrand.profile as EventProfile;
        const swapped = scoreSponsor(
          withSponsorProfile(sponsor, { ...s, audience: e.audience }),
          withEventProfile(context, { ...e, audience: s.audience }),
        );
        const original = scoreSponsor(sponsor, context);
        expect(swapped.audienceMatch).toBe(original.audienceMatch);
        const impact = (r: MatchResult) => r.reasons.find((x) => x.factor === "audience")?.impact;
        if (impact(original) !== undefined && impact(swapped) !== undefined) {
          expect(impact(swapped)).toBe(impact(original));
        }
      }),
      RUNS,
    );
  });

  it("brandValueMatch is symmetric when the brand value lists are swapped", () => {
    fc.assert(
      fc.property(sponsorArb(), contextArb(), (sponsor, context) => {
        const s = sponsor.profile as SponsorProfile;
        const e = context.eventBrand.profile as EventProfile;
        const swapped = scoreSponsor(
          withSponsorProfile(sponsor, { ...s, brandValues: e.brandValues }),
          withEventProfile(context, { ...e, brandValues: s.brandValues }),
        );
        expect(swapped.brandValueMatch).toBe(scoreSponsor(sponsor, context).brandValueMatch);
      }),
      RUNS,
    );
  });

  it("adding an interest or age band the property shares never lowers audienceMatch or matchPercentage", () => {
    fc.assert(
      fc.property(
        sponsorArb(),
        contextArb(),
        fc.nat(),
        fc.boolean(),
        (sponsor, context, pick, useAge) => {
          const s = sponsor.profile as SponsorProfile;
          const e = context.eventBrand.profile as EventProfile;
          const before = scoreSponsor(sponsor, context);
          const audience = { ...s.audience };
          if (useAge) {
            const missing = e.audience.ageBands.filter(
              (band) => !s.audience.ageBands.includes(band),
            );
            const band = missing[pick % Math.max(1, missing.length)];
            if (!band) return;
            audience.ageBands = AGE_BANDS.filter(
              (b) => b === band || s.audience.ageBands.includes(b),
            );
          } else {
            const missing = e.audience.interests.filter((i) => !s.audience.interests.includes(i));
            const interest = missing[pick % Math.max(1, missing.length)];
            if (!interest) return;
            audience.interests = INTERESTS.filter(
              (i) => i === interest || s.audience.interests.includes(i),
            );
          }
          const after = scoreSponsor(withSponsorProfile(sponsor, { ...s, audience }), context);
          expect(after.audienceMatch).toBeGreaterThanOrEqual(before.audienceMatch);
          expect(after.matchPercentage).toBeGreaterThanOrEqual(before.matchPercentage);
        },
      ),
      RUNS,
    );
  });

  it("adding a brand value the property shares never lowers brandValueMatch", () => {
    fc.assert(
      fc.property(sponsorArb(), contextArb(), fc.nat(), (sponsor, context, pick) => {
        const s = sponsor.profile as SponsorProfile;
        const e = context.eventBrand.profile as EventProfile;
        const missing = e.brandValues.filter((v) => !s.brandValues.includes(v));
        const value = missing[pick % Math.max(1, missing.length)];
        if (!value) return;
        const brandValues = BRAND_VALUES.filter((v) => v === value || s.brandValues.includes(v));
        const before = scoreSponsor(sponsor, context);
        const after = scoreSponsor(withSponsorProfile(sponsor, { ...s, brandValues }), context);
        expect(after.brandValueMatch).toBeGreaterThanOrEqual(before.brandValueMatch);
        expect(after.matchPercentage).toBeGreaterThanOrEqual(before.matchPercentage);
      }),
      RUNS,
    );
  });

  it("adding the event's country to the sponsor's markets never lowers valueMatch or matchPercentage", () => {
    fc.assert(
      fc.property(sponsorArb(), contextArb(), nowArb, (sponsor, context, now) => {
        const s = sponsor.profile as SponsorProfile;
        const host =
          context.kind === "specific-event" ? countryInfo(context.event.locationCountry) : null;
        const brandCountry = context.eventBrand.profile?.markets.countries[0];
        const code = host?.code ?? brandCountry;
        if (!code) return;
        const markets = { ...s.markets, countries: [...s.markets.countries, code] };
        const before = scoreSponsor(sponsor, context, { now });
        const after = scoreSponsor(withSponsorProfile(sponsor, { ...s, markets }), context, {
          now,
        });
        expect(after.valueMatch).toBeGreaterThanOrEqual(before.valueMatch);
        expect(after.matchPercentage).toBeGreaterThanOrEqual(before.matchPercentage);
      }),
      RUNS,
    );
  });

  const edgeUnits = fc.constantFrom("a", "A", "b", "\x7f", "\x80", "é", "\u0000");
  const names = fc.oneof(
    fc.string({ maxLength: 9 }),
    fc.string({ unit: "binary", maxLength: 9 }),
    fc.string({ unit: edgeUnits, maxLength: 9 }),
  );
  it("the numeric name prefix never contradicts the name order it stands in for", () => {
    fc.assert(
      fc.property(names, names, (a, b) => {
        const byKey = Math.sign(namePrefixKey(a) - namePrefixKey(b));
        if (byKey !== 0) expect(Math.sign(compareNames(a, b))).toBe(byKey);
        expect(Math.sign(compareNames(a, b)) + Math.sign(compareNames(b, a))).toBe(0);
      }),
      { numRuns: 1000 },
    );
    expect(compareNames("adidas", "Adidas")).toBe(0);
    expect(compareNames("Adidas", "Aramco")).toBeLessThan(0);
  });

  it("ranks by matchPercentage desc, then name (ASCII case folded), exact name and id; a limit keeps the prefix", () => {
    fc.assert(
      fc.property(
        fc.array(sponsorArb(), { maxLength: 40 }),
        contextArb(),
        fc.nat({ max: 45 }),
        (sponsors, context, limit) => {
          const set = compileSponsors(sponsors);
          const compiledContext = compileContext(context);
          const all = rankSponsors(set, compiledContext);
          expect(all).toHaveLength(sponsors.length);
          for (let i = 1; i < all.length; i++) {
            const [a, b] = [all[i - 1], all[i]];
            if (!a || !b) continue;
            // The arbitrary names are ASCII, where ASCII case folding is toLowerCase.
            const [nameA, nameB] = [sponsors[a.index]?.name ?? "", sponsors[b.index]?.name ?? ""];
            const [lowerA, lowerB] = [nameA.toLowerCase(), nameB.toLowerCase()];
            const order =
              b.matchPercentage - a.matchPercentage ||
              (lowerA < lowerB ? -1 : lowerA > lowerB ? 1 : 0) ||
              (nameA < nameB ? -1 : nameA > nameB ? 1 : 0) ||
              a.id - b.id;
            expect(order).toBeLessThanOrEqual(0);
          }
          expect(rankSponsors(set, compiledContext, { limit })).toEqual(all.slice(0, limit));
          const handles = sponsors.map((_, i) => sponsorAt(set, i));
          expect(rankSponsors(handles, compiledContext, { limit })).toEqual(all.slice(0, limit));
        },
      ),
      { numRuns: 150 },
    );
  });
});
