import "server-only";
import { and, count, desc, gte, ilike, lt, eq, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { auditLog } from "@/lib/server/db/schema";
import { badRequest } from "@/lib/server/http/errors";
import { AUDIT_PAGE_SIZE, type AuditLogPage, type AuditLogQuery } from "@/lib/shared/schemas/audit";
import { AUDIT_ACTIONS } from "./record";
import { toAuditEntryView } from "./serialize";
import { DAY_MS } from "@/lib/shared/dates";

/** `%` and `_` typed by the admin are matched as themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The audit log for admins, newest first, a page of AUDIT_PAGE_SIZE at a time: by action, by part
 * of the actor's username (any case), and from / to a day (UTC, both included).
 */
export async function listAuditLog(query: AuditLogQuery): Promise<AuditLogPage> {
  if (query.action && !(AUDIT_ACTIONS as readonly string[]).includes(query.action)) {
    const message = `Unknown action: ${query.action}`;
    throw badRequest(message, [{ path: "query.action", message }]);
  }
  const conditions: Array<SQL | undefined> = [
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.actor ? ilike(auditLog.actorLabel, `%${likeEscaped(query.actor)}%`) : undefined,
    query.from ? gte(auditLog.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to
      ? lt(auditLog.createdAt, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS))
      : undefined,
  ];
  const where = and(...conditions);
  const page = query.page;
  const db = getDb();
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map(toAuditEntryView),
    total: counted?.n ?? 0,
    page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}
