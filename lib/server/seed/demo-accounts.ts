import "server-only";
import { eq, sql } from "drizzle-orm";
import { hashPassword } from "@/lib/server/auth/passwords";
import { getDb } from "@/lib/server/db/client";
import { users } from "@/lib/server/db/schema";
import { createUser } from "@/lib/server/accounts/create";

export interface DemoAccount {
  username: string;
  password: string;
  role: "admin" | "user";
  email: string;
  fullName: string;
}

/** The demo sign-ins, overridable by environment. Only `npm run demo` creates them. */
export function demoAccounts(): DemoAccount[] {
  return [
    {
      username: process.env.DEMO_ADMIN_USERNAME || "admin",
      password: process.env.DEMO_ADMIN_PASSWORD || "pitchside-admin",
      role: "admin",
      email: "admin@example.com",
      fullName: "Alex Morgan",
    },
    {
      username: process.env.DEMO_USER_USERNAME || "demo",
      password: process.env.DEMO_USER_PASSWORD || "pitchside-demo",
      role: "user",
      email: "demo@example.com",
      fullName: "Jordan Reyes",
    },
  ];
}

/**
 * Create the demo accounts, or reset their password, role and status if they exist, so that the
 * printed sign-ins always work.
 */
export async function ensureDemoAccounts(): Promise<DemoAccount[]> {
  const db = getDb();
  const accounts = demoAccounts();
  for (const account of accounts) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.username})`, account.username.toLowerCase()));
    if (existing) {
      await db
        .update(users)
        .set({ password: await hashPassword(account.password), role: account.role, isActive: true })
        .where(eq(users.id, existing.id));
    } else {
      await createUser({ ...account, fullName: account.fullName, skipPasswordPolicy: true });
    }
  }
  return accounts;
}
