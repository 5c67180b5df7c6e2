import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { getServerSession } from "next-auth";
import { encode } from "next-auth/jwt";
import { cache } from "react";
import { getEnv } from "@/lib/env";
import { getDb } from "@/lib/server/db/client";
import { sessions, users } from "@/lib/server/db/schema";
import { logger } from "@/lib/server/logger";
import { toPublicUser, type PublicUser } from "@/lib/server/users/serialize";
import { getAuthOptions, sessionCookieName, secureCookiesEnabled } from "./options";
import { getAuthSecret } from "./secret";

export type CurrentUser = PublicUser & { sessionId: string };

interface SessionShape {
  user?: { id?: string; sid?: string };
}

/**
 * The signed-in user of this request, or null. The cookie is verified by next-auth; the session it
 * names must still exist on the server, unrevoked and unexpired, and its user must be active.
 */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const session = (await getServerSession(getAuthOptions())) as SessionShape | null;
  const sid = session?.user?.sid;
  const userId = Number(session?.user?.id);
  if (!sid || !Number.isInteger(userId)) return null;

  const [row] = await getDb()
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sid),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (!row.lastSeenAt || Date.now() - row.lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS) {
    // Not awaited: the request does not wait for the bookkeeping.
    void touchSession(sid);
  }
  return { ...toPublicUser(row.user), sessionId: sid };
});

/** How often a session's last_seen_at is written: at most once a minute per session. */
const LAST_SEEN_EVERY_MS = 60_000;

/**
 * Record that the session was just used. The condition makes simultaneous requests write once,
 * and a failure is only logged: last seen is a hint for the sessions list, not a security check.
 */
async function touchSession(sessionId: string): Promise<void> {
  try {
    await getDb()
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(
        and(
          eq(sessions.id, sessionId),
          or(
            isNull(sessions.lastSeenAt),
            lt(
              sessions.lastSeenAt,
              sql`now() - make_interval(secs => ${LAST_SEEN_EVERY_MS / 1000})`,
            ),
          ),
        ),
      );
  } catch (error) {
    logger.warn("could not record when a session was last seen", { error });
  }
}

interface CreatedSession {
  cookie: string;
}

/**
 * Record a new session and mint its cookie. With rememberMe the cookie lives 30 days; otherwise it
 * has no expiry (it ends with the browser) and the server also forgets it after a working day.
 */
export async function createSession(
  userId: number,
  opts: { rememberMe: boolean; userAgent?: string | null; ipAddress?: string | null },
): Promise<CreatedSession> {
  const env = getEnv();
  const maxAgeSeconds = opts.rememberMe
    ? env.SESSION_MAX_AGE_DAYS * 24 * 60 * 60
    : env.SESSION_SHORT_MAX_AGE_HOURS * 60 * 60;
  const id = randomBytes(24).toString("base64url");
  await getDb()
    .insert(sessions)
    .values({
      id,
      userId,
      rememberMe: opts.rememberMe,
      userAgent: opts.userAgent?.slice(0, 500) ?? null,
      ipAddress: opts.ipAddress ?? null,
      expiresAt: new Date(Date.now() + maxAgeSeconds * 1000),
      lastSeenAt: sql`now()`,
    });
  const token = await encode({
    token: { sub: String(userId), sid: id },
    secret: getAuthSecret(),
    maxAge: maxAgeSeconds,
  });
  return { cookie: serializeCookie(token, opts.rememberMe ? maxAgeSeconds : undefined) };
}

/** A Set-Cookie value that deletes the session cookie in the browser. */
export function clearedSessionCookie(): string {
  return serializeCookie("", 0);
}

function serializeCookie(value: string, maxAgeSeconds: number | undefined): string {
  const parts = [`${sessionCookieName()}=${value}`, "Path=/", "HttpOnly", "SameSite=Lax"];
  if (secureCookiesEnabled()) parts.push("Secure");
  if (maxAgeSeconds !== undefined) {
    parts.push(`Max-Age=${maxAgeSeconds}`);
    if (maxAgeSeconds === 0) parts.push("Expires=Thu, 01 Jan 1970 00:00:00 GMT");
  }
  return parts.join("; ");
}
