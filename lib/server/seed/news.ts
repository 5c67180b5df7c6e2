import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { findCatalogueSponsor } from "@/lib/server/ai/catalogue";
import { createOfflineProvider } from "@/lib/server/ai/offline/provider";
import type { Db } from "@/lib/server/db/client";
import { sponsorBrands, watchlistNews } from "@/lib/server/db/schema";
import { joinWords } from "@/lib/server/matching/vocab";
import { toNewsCompany } from "@/lib/server/news/assess";
import { sponsorProfileSchema, type SportsSponsorship } from "@/lib/shared/schemas/profile";
import { SAMPLE_NEWS_SOURCE } from "@/lib/shared/schemas/news";
import { DAY_MS } from "@/lib/shared/dates";

/**
 * Catalogue brands that get a sample news item, each with the catalogue partnership it is about.
 * The items only restate what the catalogue holds and say they are samples: offline there is no
 * news to report, and an invented headline would pass for one.
 */
const SAMPLES: readonly { slug: string; property: string }[] = [
  { slug: "rolex", property: "The Open" },
  { slug: "omega", property: "Omega European Masters" },
  { slug: "bmw", property: "BMW PGA Championship" },
  { slug: "mercedes-benz", property: "Masters Tournament" },
  { slug: "hsbc", property: "LIV Golf" },
  { slug: "aramco", property: "LIV Golf" },
  { slug: "pif", property: "LIV Golf" },
  { slug: "salesforce", property: "LIV Golf" },
  { slug: "fedex", property: "FedEx Cup" },
  { slug: "heineken", property: "Formula 1" },
  { slug: "emirates", property: "US Open" },
  { slug: "qatar-airways", property: "Formula 1" },
  { slug: "coca-cola", property: "Olympic Games" },
  { slug: "visa", property: "Olympic Games" },
  { slug: "mastercard", property: "Arnold Palmer Invitational" },
  { slug: "kpmg", property: "KPMG Women's PGA Championship" },
  { slug: "pwc", property: "THE PLAYERS Championship" },
  { slug: "dhl", property: "Formula 1" },
  { slug: "ibm", property: "Masters Tournament" },
  { slug: "lenovo", property: "Formula 1" },
  { slug: "lexus", property: "USGA" },
  { slug: "porsche", property: "Porsche European Open" },
  { slug: "ralph-lauren", property: "US Ryder Cup team" },
  { slug: "titleist", property: "PGA Professional Championship" },
  { slug: "ping", property: "Solheim Cup" },
  { slug: "michelob-ultra", property: "DP World Tour" },
  { slug: "american-express", property: "The American Express" },
  { slug: "rbc", property: "RBC Canadian Open" },
  { slug: "genesis", property: "The Genesis Invitational" },
  { slug: "delta", property: "PGA Tour" },
];

const sampleId = (slug: string) => `sample:${slug}`;

interface SampleBrand {
  name: string;
  industry: string | null;
  deals: SportsSponsorship[];
}

/** One of three illustrative angles, chosen by position so the list does not read as one text. */
function writeSample(brand: SampleBrand, property: string, index: number) {
  const deal = brand.deals.find((d) => d.property.includes(property)) ?? brand.deals[0];
  const dealName = deal?.property ?? property;
  const since = deal?.since ? ` since ${deal.since}` : "";
  const sport = deal ? ` (${deal.sport.replace(/-/g, " ")})` : "";
  const others = brand.deals.map((d) => d.property).slice(0, 3);
  const angles = [
    {
      title: `Sample item: ${brand.name} and ${dealName}`,
      latestNews: `Sample item for the offline demo, not a news report. Pitchside's catalogue lists ${brand.name} as a partner of ${dealName}${since}${sport}. With a news feed configured, recent articles about ${brand.name} appear here instead.`,
    },
    {
      title: `Sample item: ${brand.name}'s sponsorship portfolio`,
      latestNews: `Sample item for the offline demo, not a news report. ${brand.name}${brand.industry ? ` (${brand.industry})` : ""} is on file with ${brand.deals.length} sports partnership${brand.deals.length === 1 ? "" : "s"}, among them ${joinWords(others.length > 0 ? others : [dealName])}. Live coverage of its deals replaces this item once a news feed is set up.`,
    },
    {
      title: `Sample item: what to watch at ${brand.name}`,
      latestNews: `Sample item for the offline demo, not a news report. ${brand.name}'s partnership with ${dealName}${sport} is the kind of deal whose renewal, expansion or activation news is worth following. Pitchside shows real articles here when a news feed is configured.`,
    },
  ] as const;
  return angles[index % angles.length]!;
}

/**
 * Insert the sample news items that are missing (one per brand of SAMPLES found by slug), with
 * implications from the offline provider. Idempotent: existing items are left alone, and brands
 * not in the database are skipped. Answers how many items were created.
 */
export async function seedSampleNews(db: Db, now = new Date()): Promise<{ created: number }> {
  const brands = await db
    .select({
      id: sponsorBrands.id,
      slug: sponsorBrands.slug,
      name: sponsorBrands.name,
      industry: sponsorBrands.industry,
      profile: sponsorBrands.profile,
    })
    .from(sponsorBrands)
    .where(
      inArray(
        sponsorBrands.slug,
        SAMPLES.map((sample) => sample.slug),
      ),
    );
  const existing = new Set(
    (
      await db
        .select({ externalId: watchlistNews.externalId })
        .from(watchlistNews)
        .where(
          and(
            eq(watchlistNews.isSample, true),
            inArray(
              watchlistNews.sponsorBrandId,
              brands.map((brand) => brand.id),
            ),
          ),
        )
    ).map((row) => row.externalId),
  );
  const provider = createOfflineProvider();
  let created = 0;
  for (const [index, sample] of SAMPLES.entries()) {
    const brand = brands.find((row) => row.slug === sample.slug);
    if (!brand || existing.has(sampleId(sample.slug))) continue;
    const profile =
      sponsorProfileSchema.safeParse(brand.profile).data ??
      findCatalogueSponsor(sample.slug, brand.name)?.profile ??
      null;
    const text = writeSample(
      { name: brand.name, industry: brand.industry, deals: profile?.sportsSponsorships ?? [] },
      sample.property,
      index,
    );
    const newsDate = new Date(now.getTime() - (index * 2 + 1) * DAY_MS);
    const assessment = await provider.assessNews({
      company: toNewsCompany({ ...brand, profile }),
      headline: text.title,
      summary: text.latestNews,
      publishedAt: newsDate.toISOString(),
    });
    const inserted = await db
      .insert(watchlistNews)
      .values({
        sponsorBrandId: brand.id,
        companyName: brand.name,
        externalId: sampleId(sample.slug),
        title: text.title,
        url: null,
        newsDate,
        latestNews: text.latestNews,
        sponsorshipImplications: assessment.data.sponsorshipImplications,
        recentDeals: assessment.data.recentDeals,
        source: SAMPLE_NEWS_SOURCE,
        isSample: true,
        aiProvider: assessment.provider,
      })
      .onConflictDoNothing({ target: [watchlistNews.sponsorBrandId, watchlistNews.externalId] })
      .returning({ id: watchlistNews.id });
    created += inserted.length;
  }
  return { created };
}
