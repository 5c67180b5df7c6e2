import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "@/lib/server/db/client";
import { escapeLike, likePattern } from "@/lib/server/db/like";
import { sponsorBrands } from "@/lib/server/db/schema";

/**
 * The other names a catalogue company is known by: its legal name as the listed-companies data
 * writes it ("Sony Group Corporation" for Sony) and the names sourced deals call it ("Bahri
 * (National Shipping Company of Saudi Arabia)"). They are kept one per line in
 * `sponsor_brands.aliases` (trigram-indexed, like the name), so search finds a company by any of
 * them and the same-company rule recognises it under each.
 */

/** The aliases column as a list. */
export const aliasList = (aliases: string | null | undefined): string[] =>
  (aliases ?? "").split("\n").filter(Boolean);

/**
 * Sets every company's aliases from what the catalogue knows of it: the legal name kept with its
 * listed-company facts, the name a sourced deal reported when it was added, and the sponsor names
 * of its sourced deals, each unless it is the company's own name. Idempotent: a row whose aliases
 * are already right is not written.
 */
export async function refreshCatalogueAliases(db: Db | Tx): Promise<void> {
  // One pass over each source of names, joined by id (a per-company subquery over the deals
  // scanned the deals table once per company: seconds on a full catalogue). A company that no
  // longer has another name gets its aliases cleared (the column holds '' for none).
  await db.execute(sql`
    with other(id, name) as (
      select id, data -> 'reference' ->> 'listedName' from sponsor_brands
      where data -> 'reference' ->> 'listedName' is not null
      union all
      select id, data -> 'market' ->> 'reportedName' from sponsor_brands
      where data -> 'market' ->> 'reportedName' is not null
      union all
      select sponsor_brand_id, sponsor_name from sponsor_deals
      where market_key is not null and sponsor_brand_id is not null
    ),
    wanted as (
      select brand.id, string_agg(distinct other.name, E'\n' order by other.name) as names
      from other join sponsor_brands brand on brand.id = other.id
      where lower(other.name) <> lower(brand.name)
      group by brand.id
    )
    update sponsor_brands b set aliases = coalesce(wanted.names, '')
    from sponsor_brands current left join wanted on wanted.id = current.id
    where current.id = b.id
      and (wanted.id is not null or current.aliases <> '')
      and b.aliases <> coalesce(wanted.names, '')`);
}

/** Any name of the company (its own or an alias) contains the search text. */
export const nameOrAliasMatches = (search: string): SQL =>
  sql`(${sponsorBrands.name} ilike ${likePattern(search)} or ${sponsorBrands.aliases} ilike ${likePattern(search)})`;

/**
 * How well a company's names match a search, for ordering: 0 one of them is the text, 1 one starts
 * with it, 2 one contains it, 3 none does (found by its industry or overview).
 */
export function nameMatchRank(search: string): SQL {
  const text = search.trim().toLowerCase();
  const start = `${escapeLike(text)}%`;
  const lineStart = `%\n${escapeLike(text)}%`;
  const name = sql`lower(${sponsorBrands.name})`;
  const aliases = sql`(E'\\n' || lower(${sponsorBrands.aliases}) || E'\\n')`;
  return sql`case
    when ${name} = ${text} or position(${`\n${text}\n`} in ${aliases}) > 0 then 0
    when ${name} like ${start} or ${aliases} like ${lineStart} then 1
    when ${nameOrAliasMatches(search)} then 2
    else 3 end`;
}
