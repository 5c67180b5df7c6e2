import "server-only";
import { getDb } from "@/lib/server/db/client";
import { logger } from "@/lib/server/logger";
import { markRankingsStale } from "@/lib/server/sponsors/ranking";
import { importLivGolfSchedule, rollLivGolfSeasons, seedEventBrands } from "./event-brands";
import { seedAudienceInputs } from "./audience-inputs";
import { seedCreativeLibrary } from "./creative-library";
import { seedSampleDeals } from "./deals";
import { seedInventoryAssets } from "./inventory-assets";
import { refreshCatalogueAliases } from "@/lib/server/catalogue/aliases";
import { mergeSearchIndexes } from "@/lib/server/catalogue/search-index";
import { seedInventoryPackages } from "./inventory-packages";
import { seedMarketDeals } from "./market-deals";
import { seedSampleNews } from "./news";
import { seedReferenceCompanies } from "./reference-companies";
import { seedSponsorCatalogue } from "./sponsors";

export interface SeedOptions {
  /**
   * How many reference companies (real listed companies, largest first) to load next to the
   * curated brands: "all" (26,101; `npm run db:seed` and the demo), a number, or none (the
   * default, which test fixtures rely on: every test re-seeds, and 26,000 rows each time would
   * cost minutes).
   */
  referenceCompanies?: "all" | number;
  /**
   * Load the market's real, sourced deals (`npm run db:seed` and the demo do). Off by default for
   * test fixtures, which build the deals they check themselves.
   */
  marketDeals?: boolean;
}

/**
 * Seed reference data: properties, the 2025 golf schedule (rolled forward to 2026 and 2027 as
 * provisional dates), the properties' inventory (a demo rate card), the sponsor catalogue (curated brands
 * and, when asked, the reference companies), the market's real deals (sourced, with the
 * properties they cover linked to the event brands), a sample deal history (labelled as such) of
 * the properties the market data does not cover, the curated library of activation ideas and mockup scenes, and
 * sample watchlist news. Idempotent: run it any number of times; it only
 * adds what is missing and never touches what users changed. It creates no accounts (see
 * demo-accounts.ts, used by the demo command only).
 */
export async function seedDatabase(options: SeedOptions = {}): Promise<Record<string, number>> {
  const db = getDb();
  const brands = await seedEventBrands(db);
  const schedule = await importLivGolfSchedule(db);
  const rolled = await rollLivGolfSeasons(db, schedule.eventBrandId);
  // The rate cards, then the packages made of their assets (found by name).
  const inventory = await seedInventoryAssets(db);
  const packages = await seedInventoryPackages(db, schedule.eventBrandId);
  const audience = await seedAudienceInputs(db);
  const sponsors = await seedSponsorCatalogue(db);
  const limit = options.referenceCompanies === "all" ? Infinity : options.referenceCompanies;
  const reference = limit
    ? await seedReferenceCompanies(db, { limit })
    : { created: 0, merged: 0, skipped: 0 };
  // Legal names of merged companies are aliases before the market's sponsors are matched by them.
  await refreshCatalogueAliases(db);
  // The market first: it links the properties it covers, which then get no sample deals.
  const market = options.marketDeals ? await seedMarketDeals(db) : null;
  // The names its deals call their sponsors are aliases too.
  if (market) await refreshCatalogueAliases(db);
  const deals = await seedSampleDeals(db);
  const library = await seedCreativeLibrary(db);
  const news = await seedSampleNews(db);
  // The catalogue changed in bulk: rankings already stored are computed again on their next read,
  // and the search indexes file the new entries now rather than make every search read them.
  await markRankingsStale();
  await mergeSearchIndexes();
  const summary = {
    eventBrandsCreated: brands.created,
    livEventsCreated: schedule.created,
    livProvisionalEventsCreated: rolled,
    inventoryAssetsCreated: inventory.created,
    audienceInputsSeeded: audience.updated,
    sponsorsCreated: sponsors.created,
    referenceCompaniesCreated: reference.created,
    curatedBrandsMerged: reference.merged,
    sampleDealsCreated: deals.created,
    ...(market ?? {}),
    ...library,
    newsSamplesCreated: news.created,
    ...packages,
  };
  logger.info("seed complete", summary);
  return summary;
}
