import "server-only";
import { sql } from "drizzle-orm";
import { queryRows } from "@/lib/server/db/client";
import { logger } from "@/lib/server/logger";

/**
 * Catalogue search runs on trigram (GIN) indexes over the brands' names, aliases, industries and
 * overviews. A GIN index does not file a new row's entries at once: it queues them in a "pending
 * list" that every search reads in full, unsorted, until the list is merged into the index, by
 * autovacuum (on a large catalogue, only after about a fifth of it has changed) or once it passes
 * 4 MB. After an import or a seed the lists sat near that size and a search spent most of its time
 * reading them (~35 ms on the name index alone at 500,000 brands, where the merged index answers
 * in under 1 ms). So whatever writes brands merges the lists when it is done: a single brand's
 * entries merge in a moment, a bulk load's in one pass (faster than entry by entry, which is why
 * the lists are not simply made smaller: that made a full seed half as slow again).
 *
 * Called outside any transaction: a refusal must not abort the caller's work. Answers how many
 * index pages of pending entries it merged (0: nothing was pending, or merging was refused).
 */
export async function mergeSearchIndexes(): Promise<number> {
  try {
    const [row] = await queryRows<{ pages: string | number | null }>(sql`
      select sum(gin_clean_pending_list(index.indexrelid)) as pages
      from pg_index index
      join pg_class class on class.oid = index.indexrelid
      join pg_am method on method.oid = class.relam
      where index.indrelid = 'sponsor_brands'::regclass and method.amname = 'gin'`);
    return Number(row?.pages ?? 0);
  } catch (error) {
    // Only the indexes' owner may merge them (a deployment whose app role does not own its tables):
    // searches still find everything, they only read the list until autovacuum merges it.
    logger.warn("could not merge the catalogue's search indexes", { error });
    return 0;
  }
}
