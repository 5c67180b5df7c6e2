import "server-only";
import { createHash } from "node:crypto";
import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { recordAudit } from "@/lib/server/audit/record";
import { getDb, type Db, type Tx } from "@/lib/server/db/client";
import { sessions } from "@/lib/server/db/schema";
import { notFound } from "@/lib/server/http/errors";
import {
  SESSION_HANDLE_LENGTH,
  SESSION_MESSAGES,
  type EndedSessions,
  type SessionView,
} from "@/lib/shared/schemas/session";
import type { CurrentUser } from "./session";
import { parseUserAgent } from "./user-agent";

/**
 * The owner's view of their sessions on /profile. A session's id is the secret its cookie names,
 * so it is never shown: each session is known outside the server by a public handle derived from
 * it, which cannot be turned back into the id.
 */
export function sessionHandle(sessionId: string): string {
  return createHash("sha256").update(sessionId).digest("hex").slice(0, SESSION_HANDLE_LENGTH);
}

const live = (userId: number) =>
  and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));

/** Whether the user's session is still active (unrevoked and unexpired). */
export async function isSessionLive(
  userId: number,
  sessionId: string,
  db: Db | Tx = getDb(),
): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(live(userId), eq(sessions.id, sessionId)))
    .limit(1);
  return row !== undefined;
}

/** The user's active (unrevoked, unexpired) sessions, this one first, then the latest seen. */
export async function listActiveSessions(
  userId: number,
  currentSessionId: string,
): Promise<SessionView[]> {
  const rows = await getDb()
    .select()
    .from(sessions)
    .where(live(userId))
    .orderBy(
      desc(sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`),
      desc(sessions.createdAt),
    );
  const views = rows.map((row): SessionView => {
    const { device, browser, os } = parseUserAgent(row.userAgent);
    return {
      id: sessionHandle(row.id),
      device,
      browser,
      os,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
      current: row.id === currentSessionId,
      rememberMe: row.rememberMe,
    };
  });
  return [...views.filter((view) => view.current), ...views.filter((view) => !view.current)];
}

/**
 * End one of the user's own sessions, named by its handle. Another user's session, an ended one
 * and an unknown handle are all the same 404. Ending the current session is signing out: the
 * caller clears the cookie (see docs/product.md, Accounts and sessions).
 */
export async function endSession(
  user: CurrentUser,
  handle: string,
  address?: string | null,
): Promise<EndedSessions> {
  const db = getDb();
  const rows = await db.select({ id: sessions.id }).from(sessions).where(live(user.id));
  const target = rows.find((row) => sessionHandle(row.id) === handle);
  if (!target) throw notFound(SESSION_MESSAGES.notFound);
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, target.id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  const signedOut = target.id === user.sessionId;
  await recordSessionsEnded(user, ended.length, signedOut ? "current" : "one", address);
  return { ended: ended.length, signedOut };
}

/** End one session on the server (signing out); its cookie stops working everywhere at once. */
export async function revokeSession(sessionId: string): Promise<void> {
  await getDb().update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/**
 * End a user's live sessions: all of them (deactivation, a password reset), or all but `except`,
 * the one making the request (a password change, "sign out all other sessions"). Runs in the
 * caller's transaction if given; answers how many ended.
 */
export async function endUserSessions(
  userId: number,
  options: { except?: string } = {},
  db: Db | Tx = getDb(),
): Promise<number> {
  const others = options.except === undefined ? undefined : ne(sessions.id, options.except);
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(live(userId), others))
    .returning({ id: sessions.id });
  return ended.length;
}

/** "Sign out all other sessions". */
export async function endOtherSessionsOf(
  user: CurrentUser,
  address?: string | null,
): Promise<EndedSessions> {
  const ended = await endUserSessions(user.id, { except: user.sessionId });
  await recordSessionsEnded(user, ended, "others", address);
  return { ended, signedOut: false };
}

function recordSessionsEnded(
  user: CurrentUser,
  count: number,
  scope: "one" | "current" | "others",
  address?: string | null,
): Promise<void> {
  return recordAudit({
    action: "sessions.ended",
    actor: { id: user.id, username: user.username },
    target: { type: "user", id: user.id, label: user.username },
    address,
    details: { count, scope },
  });
}
