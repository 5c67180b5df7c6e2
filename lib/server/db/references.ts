import "server-only";
import { sql } from "drizzle-orm";
import type { Tx } from "./client";

/**
 * Every foreign key that points at `table`, read from the database catalogue, so that a table
 * added later is found without changing the caller: each referring table and column.
 */
export async function foreignKeysTo(
  tx: Tx,
  table: string,
): Promise<{ table: string; column: string }[]> {
  const result = (await tx.execute(sql`
    select cl.relname as "table", a.attname as "column"
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
    where c.contype = 'f' and c.confrelid = ${table}::regclass
    order by 1, 2`)) as unknown as { rows: { table: string; column: string }[] };
  return result.rows;
}

/** Which of `ids` each of those tables and columns refers to. */
export async function idsReferredBy(
  tx: Tx,
  ref: { table: string; column: string },
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const used = (await tx.execute(
    sql`select distinct ${sql.identifier(ref.column)} as id from ${sql.identifier(ref.table)}
        where ${sql.identifier(ref.column)} in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})`,
  )) as unknown as { rows: { id: number }[] };
  return used.rows.map((row) => Number(row.id));
}
