import "server-only";
import type { auditLog } from "@/lib/server/db/schema";
import type { AuditEntryView } from "@/lib/shared/schemas/audit";

type AuditRow = typeof auditLog.$inferSelect;

const SUMMARY_LENGTH = 160;

const shown = (value: unknown): string =>
  typeof value === "string" ? value : value === null ? "none" : JSON.stringify(value);

/** The details in one line: a change reads "from → to", anything else "key: value, …". */
export function auditSummary(details: Record<string, unknown>): string {
  const { from, to, ...rest } = details;
  const parts: string[] = [];
  if (from !== undefined || to !== undefined) parts.push(`${shown(from)} → ${shown(to)}`);
  for (const [key, value] of Object.entries(rest)) parts.push(`${key}: ${shown(value)}`);
  const line = parts.join(", ");
  return line.length > SUMMARY_LENGTH ? `${line.slice(0, SUMMARY_LENGTH - 1)}…` : line;
}

export function toAuditEntryView(row: AuditRow): AuditEntryView {
  const details = row.details ?? {};
  return {
    id: row.id,
    action: row.action,
    actor:
      row.actorUserId === null && row.actorLabel === null
        ? null
        : { id: row.actorUserId, username: row.actorLabel },
    target:
      row.targetType === null && row.targetId === null
        ? null
        : { type: row.targetType, id: row.targetId, label: row.targetLabel },
    details,
    summary: auditSummary(details),
    createdAt: row.createdAt.toISOString(),
  };
}
