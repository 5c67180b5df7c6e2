import "server-only";
import { sql } from "drizzle-orm";
import { cache } from "react";
import { queryRows } from "@/lib/server/db/client";

/**
 * The insight figures are aggregates over every stored deal (50,000 take about 170 ms to sum), read
 * far more often than deals change. They are kept in memory per property, industry and day, and
 * answered again while the deals are unchanged:
 * - a deal written through the app (create, update, delete, the sample history) calls
 *   `dealsChanged()` after its transaction, which drops every entry at once;
 * - each read also compares a stamp the database answers in well under a millisecond: the table
 *   files of the deals and the properties (a TRUNCATE makes new ones), the newest deal id (an
 *   insert from another process) and a digest of the properties' names (a few rows; a renamed
 *   property);
 * - an entry lives at most 30 seconds, which bounds what neither sees (an update or delete made
 *   outside this process, a sponsor brand deleted under a deal).
 */
const TTL_MS = 30_000;
const MAX_ENTRIES = 500;

interface Entry {
  stamp: string;
  at: number;
  value: Promise<unknown>;
}

const entries = new Map<string, Entry>();
let version = 0;

/** Forget every cached figure: the deals changed. Call after the write's transaction commits. */
export function dealsChanged(): void {
  version += 1;
  entries.clear();
}

// Read once per page render (the insights page asks for the summaries and an industry's figures);
// outside a render, such as in a route handler, each call reads it.
const dealsStamp = cache(async (): Promise<string> => {
  const [row] = await queryRows<{ stamp: string }>(sql`
    select concat_ws(':',
      (select relfilenode from pg_class where oid = 'sponsor_deals'::regclass),
      (select max(id) from sponsor_deals),
      (select relfilenode from pg_class where oid = 'event_brands'::regclass),
      (select md5(string_agg(id || ' ' || name, ',' order by id)) from event_brands)) as stamp`);
  return `${version}:${row?.stamp ?? ""}`;
});

/** The cached answer of `compute` under `key`, computed again when the deals may have changed. */
export async function cachedFigures<T>(key: string, compute: () => Promise<T>): Promise<T> {
  const stamp = await dealsStamp();
  const hit = entries.get(key);
  if (hit && hit.stamp === stamp && Date.now() - hit.at < TTL_MS) return hit.value as Promise<T>;
  const value = compute();
  const entry: Entry = { stamp, at: Date.now(), value };
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(key, entry);
  // A failure is not remembered: the next read tries again.
  value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  return value;
}
