import "server-only";
import { sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/server/db/client";
import { users } from "@/lib/server/db/schema";

export type AccountRow = typeof users.$inferSelect;

/** Addresses are compared trimmed and in lower case, as they are stored. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The account registered with this address (any case), or null. */
export async function findAccountByEmail(
  email: string,
  db: Db | Tx = getDb(),
): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
    .limit(1);
  return row ?? null;
}
