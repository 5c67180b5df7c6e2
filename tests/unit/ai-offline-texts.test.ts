import { catalogueSponsors } from "@/lib/server/ai/catalogue";
import { createOfflineProvider } from "@/lib/server/ai/offline/provider";
import { selectIdeas, placeholderValues, stagingEvent } from "@/lib/server/ai/offline/activations";
import { competitiveSponsorship } from "@/lib/server/ai/offline/competition";
import {
  ACTIVATION_LIBRARY,
  fillTemplate,
  genericIdea,
  GENERIC_VALUES,
  PLACEHOLDERS,
} from "@/lib/server/ai/offline/library";
import { newsImplications } from "@/lib/server/ai/offline/news";
import { drawbackText } from "@/lib/server/ai/offline/research-texts";
import { hashSeed } from "@/lib/server/ai/offline/seed";
import { approachTiming } from "@/lib/server/ai/offline/timing";
import type { EventFacts, PropertyFacts, SponsorFacts } from "@/lib/server/ai/types";
import { rankRivals } from "@/lib/server/facts/rivals";
import { cataloguePeerCandidate } from "@/lib/server/facts/serialize";
import { scoreSponsor } from "@/lib/server/matching/score";
import { SEED_EVENT_BRANDS } from "@/lib/server/seed/event-brands";
import { deepResearchSchema, OFFLINE_MODEL } from "@/lib/shared/schemas/ai";
import { ACTIVATION_CATEGORIES } from "@/lib/shared/ai-vocabulary";
import { seededRandom } from "@/lib/shared/seeded-random";

/** The offline provider's text builders on catalogue facts, without a database. */

const NOW = "2026-11-21T12:00:00.000Z";

function sponsorFacts(slug: string, id: number): SponsorFacts {
  const entry = catalogueSponsors().find((item) => item.slug === slug)!;
  return {
    id,
    name: entry.name,
    industry: entry.industry,
    headquarters: entry.headquarters,
    overview: entry.overview,
    website: null,
    brandColor: entry.brandColor,
    revenue: { amountUsd: entry.annualRevenue.amountUsd, text: "$1B", source: null },
    profile: entry.profile,
  };
}

function event(id: number, name: string, startDate: string, country: string): EventFacts {
  return {
    id,
    name,
    startDate,
    endDate: startDate,
    locationName: `${name} Club, City`,
    locationCountry: country,
    description: null,
  };
}

function property(
  name = "LIV Golf",
  calendar: EventFacts[] = [],
  focus: EventFacts | null = null,
): PropertyFacts {
  const brand = SEED_EVENT_BRANDS.find((item) => item.name === name)!;
  return {
    eventBrand: {
      id: 1,
      name,
      description: brand.description,
      audience: brand.audience,
      website: null,
      logoUrl: null,
      profile: brand.profile,
    },
    event: focus,
    calendar,
  };
}

const CALENDAR = [
  event(1, "LIV Golf Riyadh", "2027-02-05", "Saudi Arabia"),
  event(2, "LIV Golf Miami", "2027-04-02", "United States"),
  event(3, "LIV Golf Andalucía", "2027-07-09", "Spain"),
];

function researchInput(slug: string, id: number, prop = property("LIV Golf", CALENDAR)) {
  const sponsor = sponsorFacts(slug, id);
  const match = scoreSponsor(
    sponsor,
    { kind: "event-brand", eventBrand: { ...prop.eventBrand } },
    { now: new Date(NOW) },
  );
  return {
    sponsor,
    property: prop,
    match,
    peers: { total: 0, rivals: [], withDeals: [] },
    now: NOW,
  };
}

describe("activation library", () => {
  it("holds at least 60 ideas over every category, with known placeholders only", () => {
    expect(ACTIVATION_LIBRARY.length).toBeGreaterThanOrEqual(60);
    expect(new Set(ACTIVATION_LIBRARY.map((idea) => idea.category))).toEqual(
      new Set(ACTIVATION_CATEGORIES),
    );
    for (const idea of ACTIVATION_LIBRARY) {
      for (const [, name] of `${idea.title} ${idea.description}`.matchAll(/\{([a-z]+)\}/g))
        expect(PLACEHOLDERS).toContain(name);
    }
  });

  it("gives every idea a distinct generic title with no placeholder left", () => {
    const generic = ACTIVATION_LIBRARY.map(genericIdea);
    expect(new Set(generic.map((idea) => idea.title)).size).toBe(generic.length);
    for (const idea of generic) expect(`${idea.title} ${idea.description}`).not.toMatch(/[{}]/);
  });

  it("fills placeholders and capitalises sentence starts", () => {
    expect(
      fillTemplate("{sponsor} at {event}. {sponsor} wins.", {
        ...GENERIC_VALUES,
        event: "LIV Golf Adelaide",
      }),
    ).toBe("The partner at LIV Golf Adelaide. The partner wins.");
  });
});

describe("offline activation choice", () => {
  const rolex = sponsorFacts("rolex", 1);

  it("stages ideas at an upcoming event in the sponsor's key markets", () => {
    expect(stagingEvent(rolex, property("LIV Golf", CALENDAR), NOW, seededRandom(1))?.name).toBe(
      "LIV Golf Miami",
    );
  });

  it("keeps industry-specific ideas to their industry and golf ideas to golf", () => {
    const cricket = property("The Hundred", [
      event(9, "Finals Day", "2027-08-29", "United Kingdom"),
    ]);
    const values = placeholderValues(rolex, cricket, null);
    const picked = selectIdeas(
      { sponsor: rolex, property: cricket, count: 5, existingTitles: [] },
      values,
      seededRandom(2),
    );
    expect(picked).toHaveLength(5);
    for (const idea of picked) {
      expect(idea.eventType).toBeNull();
      expect([null, "Luxury & Watches"]).toContain(idea.industry);
    }
  });

  it("honours the categories asked for and skips titles already generated", () => {
    const prop = property("LIV Golf", CALENDAR);
    const values = placeholderValues(rolex, prop, CALENDAR[1]!);
    const pick = (existingTitles: string[]) =>
      selectIdeas(
        { sponsor: rolex, property: prop, count: 2, categories: ["hospitality"], existingTitles },
        values,
        seededRandom(3),
      );
    const first = pick([]);
    expect(first.map((idea) => idea.category)).toEqual(["Hospitality", "Hospitality"]);
    const again = pick(first.map((idea) => fillTemplate(idea.title, values)));
    expect(again.some((idea) => first.includes(idea))).toBe(false);
  });

  it("is stable for one sponsor and property and differs between sponsors", async () => {
    const provider = createOfflineProvider();
    const ideas = async (slug: string, id: number) =>
      (
        await provider.generateActivationIdeas({
          ...researchInput(slug, id),
          count: 5,
          existingTitles: [],
        })
      ).data;
    expect(await ideas("bmw", 4)).toEqual(await ideas("bmw", 4));
    expect((await ideas("bmw", 4)).map((i) => i.title)).not.toEqual(
      (await ideas("heineken", 5)).map((i) => i.title),
    );
  });
});

describe("offline deep research", () => {
  it("fills every field of the schema, labelled as offline", async () => {
    const result = await createOfflineProvider().researchSponsor(researchInput("hsbc", 7));
    expect(result).toMatchObject({ provider: "offline", model: OFFLINE_MODEL });
    const research = deepResearchSchema.parse(result.data);
    expect(research.overview).toContain("not from live research");
    expect(research.predictedBudgetRange).toEqual({
      min: 25_000_000,
      max: 100_000_000,
      currency: "USD",
    });
  });

  it("labels a drawback with its factor unless the text already names it", () => {
    expect(drawbackText({ factor: "audience", impact: 0, text: "Audience fit unknown" })).toBe(
      "Audience fit unknown",
    );
    expect(drawbackText({ factor: "markets", impact: -2, text: "No presence in Asia" })).toBe(
      "Markets (-2 points): No presence in Asia",
    );
  });

  /** The catalogue's other brands of an industry, as the research job reads them. */
  function industryPeers(sponsor: SponsorFacts) {
    const candidates = catalogueSponsors()
      .filter((entry) => entry.industry === sponsor.industry && entry.name !== sponsor.name)
      .map(cataloguePeerCandidate);
    const ranked = rankRivals({ ...sponsor, revenueUsd: sponsor.revenue!.amountUsd }, candidates);
    return {
      total: candidates.length,
      rivals: ranked.slice(0, 12),
      withDeals: ranked.filter((peer) => peer.sponsorships.length > 0),
    };
  }

  it("names the closest same-industry rivals and their golf deals", () => {
    const rolex = sponsorFacts("rolex", 1);
    const result = competitiveSponsorship(
      rolex,
      property("LIV Golf", CALENDAR),
      industryPeers(rolex),
    );
    const names = result.competitors.map((c) => c.name);
    expect(names).toContain("Omega");
    expect(names).not.toContain("Rolex");
    expect(result.summary).toMatch(
      /^\d+ of the \d+ other Luxury & Watches brands on file are known to sponsor golf: .*Omega/,
    );
  });

  it("counts the sport's sponsors over the whole industry, not only the closest rivals", () => {
    const mercedes = sponsorFacts("mercedes-benz", 1);
    const deal = (property: string, sport: string) => ({ property, sport, since: null });
    const peers = {
      total: 790,
      // Small regional suppliers as the closest "rivals": none of them sponsors golf.
      rivals: [{ name: "AAPICO Hitech", industry: "Automotive", sponsorships: [] }],
      withDeals: [
        {
          name: "BMW",
          industry: "Automotive",
          sponsorships: [deal("BMW PGA Championship", "golf")],
        },
        {
          name: "Genesis",
          industry: "Automotive",
          sponsorships: [deal("Genesis Invitational", "golf")],
        },
        {
          name: "Cadillac",
          industry: "Automotive",
          sponsorships: [deal("Cadillac F1", "motorsport")],
        },
      ],
    };
    const result = competitiveSponsorship(mercedes, property("LIV Golf", CALENDAR), peers);
    expect(result.summary).toMatch(
      /^2 of the 790 other Automotive brands on file are known to sponsor golf: BMW \(BMW PGA Championship\) and Genesis \(Genesis Invitational\)\./,
    );
    expect(result.competitors.map((c) => c.name)).toEqual(["AAPICO Hitech"]);
    const none = competitiveSponsorship(mercedes, property("LIV Golf", CALENDAR), {
      ...peers,
      withDeals: peers.withDeals.slice(2),
    });
    expect(none.summary).toMatch(
      /^None of the 790 other Automotive brands on file is known to sponsor golf\./,
    );
  });
});

describe("approach timing", () => {
  const prop = (start: string) =>
    property("LIV Golf", [event(1, "LIV Golf Adelaide", start, "Australia")]);

  it("recommends a window ending the deal's lead time before the event", () => {
    expect(approachTiming(prop("2027-09-10"), "L", NOW)).toMatchObject({
      timeWindow: "Jan 2027 – Mar 2027",
    });
  });

  it("suggests a quick package when the event is closer than the lead time", () => {
    const timing = approachTiming(prop("2027-03-01"), "XL", NOW);
    expect(timing.timeWindow).toBe("Now – Jan 2027");
    expect(timing.rationale).toContain("trial");
  });

  it("points to next season when the event is too close or over", () => {
    expect(approachTiming(prop("2026-12-01"), "S", NOW).timeWindow).toBe(
      "Now, for the 2027 season",
    );
    expect(approachTiming(prop("2025-02-14"), "S", NOW).rationale).toContain(
      "No upcoming LIV Golf events",
    );
  });
});

describe("offline news reading", () => {
  const company = {
    name: "Rolex",
    industry: "Luxury & Watches",
    profile: catalogueSponsors()[0]!.profile,
  };

  it("reads sponsorship signals from the headline and says it is offline", () => {
    const result = newsImplications({
      company,
      headline: "Rolex signs partnership with The Open",
      summary: null,
      publishedAt: null,
    });
    expect(result.sponsorshipImplications).toMatch(
      /^A new partnership shows an active sponsorship budget/,
    );
    expect(result.sponsorshipImplications).toContain("Offline reading");
    const quiet = newsImplications({
      company,
      headline: "Weather is nice",
      summary: null,
      publishedAt: null,
    });
    expect(quiet.sponsorshipImplications).toMatch(/^No direct sponsorship signal/);
  });
});

describe("seeded randomness", () => {
  it("repeats for the same seed and differs for different ones", () => {
    const a = seededRandom(hashSeed("x", 1));
    const b = seededRandom(hashSeed("x", 1));
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
    expect(hashSeed("ab", "c")).not.toBe(hashSeed("a", "bc"));
  });
});
