import "server-only";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { eventBrands, sponsorBrands } from "@/lib/server/db/schema";
import { notFound } from "@/lib/server/http/errors";

/**
 * The name as clients send it: lower-cased, spaces as plus signs, trailing comma removed, so
 * "liv+golf" finds "LIV Golf". The route segment arrives decoded once by Next.js; decoding it
 * again would turn a name with "%" in it into an error.
 */
function normaliseLogoName(raw: string): string {
  return raw
    .replace(/\+/g, " ")
    .replace(/,+\s*$/, "")
    .trim()
    .toLowerCase();
}

/** The stored logo of the brand (event brand first, then sponsor brand) with this name. */
export async function findLogoByName(raw: string): Promise<{ logoUrl: string }> {
  const name = normaliseLogoName(raw);
  if (!name) throw notFound("No logo for this name");
  const db = getDb();
  const [eventBrand] = await db
    .select({ logoUrl: eventBrands.logoUrl })
    .from(eventBrands)
    .where(and(eq(sql`lower(${eventBrands.name})`, name), isNotNull(eventBrands.logoUrl)))
    .limit(1);
  if (eventBrand?.logoUrl) return { logoUrl: eventBrand.logoUrl };
  const [sponsor] = await db
    .select({ logoUrl: sponsorBrands.logo })
    .from(sponsorBrands)
    .where(and(eq(sql`lower(${sponsorBrands.name})`, name), isNotNull(sponsorBrands.logo)))
    .limit(1);
  if (sponsor?.logoUrl) return { logoUrl: sponsor.logoUrl };
  throw notFound("No logo for this name");
}
