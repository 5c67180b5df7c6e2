import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/server/db/client";
import { sponsorDeals } from "@/lib/server/db/schema";
import { ensureDatabase } from "@/lib/server/db/migrate";
import { createUser } from "@/lib/server/accounts/create";
import type { PublicUser, Role } from "@/lib/shared/schemas/user";

/** Empty every table of the app (migrations stay applied); ids restart from 1. */
export async function resetDatabase(): Promise<void> {
  await ensureDatabase();
  const rows = await queryRows<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const tables = rows.map((row) => `"public"."${row.tablename}"`);
  if (tables.length === 0) return;
  // The server under test keeps working in the background (email deliveries, digests, sweeps), so
  // the truncate can meet its locks in the other order: PostgreSQL then cancels one side with a
  // deadlock error, and trying again is the answer.
  for (let attempt = 1; ; attempt++) {
    try {
      await getDb().execute(sql.raw(`truncate ${tables.join(", ")} restart identity cascade`));
      return;
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (code !== "40P01" || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

let counter = 0;

/** A user created through the same domain function the app uses. Password: `password123`. */
export async function createTestUser(
  overrides: { username?: string; role?: Role; email?: string } = {},
): Promise<PublicUser & { password: string }> {
  counter += 1;
  const username = overrides.username ?? `user${counter}${Date.now() % 100000}`;
  const password = "password123";
  const user = await createUser({
    username,
    email: overrides.email ?? `${username}@example.com`,
    password,
    fullName: `Test ${username}`,
    role: overrides.role ?? "user",

    skipPasswordPolicy: true,
  });
  return { ...user, password };
}

/** Remove the seeded sample deal history, for tests that start from a property with no deals. */
export async function clearSampleDeals(): Promise<void> {
  await getDb().execute(sql`delete from sponsor_deals where is_sample`);
}

/**
 * A long history of expired standard deals at a property ("Supplier 00", "Supplier 01", ...),
 * written straight into the table; the first `samples` are marked as seeded samples.
 */
export async function insertSupplierDeals(
  eventBrandId: number,
  count: number,
  { samples = 0 }: { samples?: number } = {},
): Promise<void> {
  await getDb()
    .insert(sponsorDeals)
    .values(
      Array.from({ length: count }, (_, i) => ({
        eventBrandId,
        sponsorName: `Supplier ${String(i).padStart(2, "0")}`,
        industry: "Food & Beverage",
        sponsorshipLevel: "Official Supplier",
        status: "Expired",
        valueCents: 10_000_00,
        startDate: "2015-01-01",
        endDate: "2016-01-01",
        activationTypes: [],
        isSample: i < samples,
      })),
    );
}
