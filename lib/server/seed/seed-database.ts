import "server-only";
import { getDb } from "@/lib/server/db/client";
import { logger } from "@/lib/server/logger";
import { seedEventBrands, importLivGolfSchedule } from "./event-brands";
import { seedCreativeLibrary } from "./creative-library";
import { seedSampleDeals } from "./deals";
import { seedSampleNews } from "./news";
import { seedSponsorCatalogue } from "./sponsors";

/**
 * Seed reference data: properties, the 2025 golf schedule, the sponsor catalogue, a sample deal
 * history (labelled as such), the curated library of activation ideas and mockup scenes, and
 * sample watchlist news. Idempotent: run it any number of times; it only
 * adds what is missing and never touches what users changed. It creates no accounts (see
 * demo-accounts.ts, used by the demo command only).
 */
export async function seedDatabase(): Promise<Record<string, number>> {
  const db = getDb();
  const brands = await seedEventBrands(db);
  const schedule = await importLivGolfSchedule(db);
  const sponsors = await seedSponsorCatalogue(db);
  const deals = await seedSampleDeals(db);
  const library = await seedCreativeLibrary(db);
  const news = await seedSampleNews(db);
  const summary = {
    eventBrandsCreated: brands.created,
    livEventsCreated: schedule.created,
    sponsorsCreated: sponsors.created,
    sampleDealsCreated: deals.created,
    ...library,
    newsSamplesCreated: news.created,
  };
  logger.info("seed complete", summary);
  return summary;
}
