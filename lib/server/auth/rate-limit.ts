import "server-only";
import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import { getEnv } from "@/lib/env";
import { getDb } from "@/lib/server/db/client";
import { loginAttempts } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/errors";

export const RATE_LIMIT_MESSAGE = "Too many requests. Please try again later.";

/**
 * Refuse a sign-in while too many recent attempts failed for this username or from this address.
 * Attempts are counted in the database, so the limit holds across every server instance.
 */
export async function assertLoginAllowed(username: string, ipAddress: string): Promise<void> {
  const env = getEnv();
  const windowMs = env.LOGIN_WINDOW_MINUTES * 60_000;
  const since = new Date(Date.now() - windowMs);
  const key = username.toLowerCase();
  const [counts] = await getDb()
    .select({
      byUsername: sql<number>`count(*) filter (where ${loginAttempts.username} = ${key})`.mapWith(
        Number,
      ),
      byIp: sql<number>`count(*) filter (where ${loginAttempts.ipAddress} = ${ipAddress})`.mapWith(
        Number,
      ),
      oldest: sql<Date | null>`min(${loginAttempts.createdAt})`.mapWith((v) =>
        v ? new Date(v) : null,
      ),
    })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, since),
        or(eq(loginAttempts.username, key), eq(loginAttempts.ipAddress, ipAddress)),
      ),
    );
  if (!counts) return;
  if (
    counts.byUsername >= env.LOGIN_MAX_ATTEMPTS_PER_USERNAME ||
    counts.byIp >= env.LOGIN_MAX_ATTEMPTS_PER_IP
  ) {
    const oldest = counts.oldest?.getTime() ?? Date.now();
    const retryAfter = Math.max(1, Math.ceil((oldest + windowMs - Date.now()) / 1000));
    throw new AppError("RATE_LIMITED", RATE_LIMIT_MESSAGE, {
      headers: { "Retry-After": String(retryAfter) },
      details: { retryAfterSeconds: retryAfter },
    });
  }
}

/** Record an attempt. A success clears the username's failures; old rows are swept as we go. */
export async function recordLoginAttempt(
  username: string,
  ipAddress: string,
  succeeded: boolean,
): Promise<void> {
  const db = getDb();
  const key = username.toLowerCase();
  if (succeeded) {
    await db
      .delete(loginAttempts)
      .where(and(eq(loginAttempts.username, key), eq(loginAttempts.succeeded, false)));
  } else {
    await db.insert(loginAttempts).values({ username: key.slice(0, 255), ipAddress, succeeded });
  }
  const keepMs = Math.max(getEnv().LOGIN_WINDOW_MINUTES * 60_000, 24 * 3_600_000);
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(Date.now() - keepMs)));
}
