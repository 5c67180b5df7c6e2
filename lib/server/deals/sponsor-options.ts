import "server-only";
import { asc, ilike, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { escapeLike } from "@/lib/server/db/like";
import { sponsorBrands } from "@/lib/server/db/schema";
import { sponsorOptionColumns } from "@/lib/server/sponsors/serialize";
import type { SponsorOption } from "@/lib/shared/schemas/deal";

/**
 * Catalogue brands whose name contains the text, names starting with it first: the deal form's
 * sponsor picker, where "gen" must find Genesis rather than every overview that says "general".
 */
export async function searchSponsorOptions(search: string, limit = 10): Promise<SponsorOption[]> {
  const text = escapeLike(search.trim());
  return getDb()
    .select(sponsorOptionColumns)
    .from(sponsorBrands)
    .where(ilike(sponsorBrands.name, `%${text}%`))
    .orderBy(
      asc(sql`case when ${sponsorBrands.name} ilike ${`${text}%`} then 0 else 1 end`),
      asc(sql`lower(${sponsorBrands.name})`),
    )
    .limit(limit);
}
