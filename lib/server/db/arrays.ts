import { sql, type SQLWrapper } from "drizzle-orm";

/**
 * A PostgreSQL array literal, elements quoted, for one text parameter (works on both drivers). A
 * list of thousands of values passed this way is one parameter, not thousands: a statement with
 * 10,000 parameters costs more to send and plan than to run.
 */
export function arrayLiteral(values: readonly (string | number | null)[]): string {
  const items = values.map((value) =>
    value === null
      ? "NULL"
      : typeof value === "number"
        ? String(value)
        : `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`,
  );
  return `{${items.join(",")}}`;
}

/** SQL: the column is one of these integers (one array parameter, however many there are). */
export const inIntegers = (column: SQLWrapper, values: readonly number[]) =>
  sql`${column} = any(${arrayLiteral(values)}::int[])`;
