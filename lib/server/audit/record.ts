import "server-only";
import { createHash } from "node:crypto";
import { getDb, type Db, type Tx } from "@/lib/server/db/client";
import { auditLog } from "@/lib/server/db/schema";
import { getAuthSecret } from "@/lib/server/auth/secret";
import { logger } from "@/lib/server/logger";

/** The closed list of what the audit log records. */
export const AUDIT_ACTIONS = [
  "user.created",
  "user.role_changed",
  "user.deactivated",
  "user.reactivated",
  "user.deleted",
  "invitation.sent",
  "invitation.revoked",
  "invitation.accepted",
  "email.verified",
  "password.changed",
  "password.reset_requested",
  "password.reset",
  "password.reset_forced",
  "sessions.ended",
  "login.locked_out",
  "share_link.created",
  "share_link.revoked",
  "share_link.locked",
  "api_token.created",
  "api_token.revoked",
  "webhook.created",
  "webhook.updated",
  "webhook.deleted",
  "webhook.replayed",
  "webhook.tested",
  "contract.oversold",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  action: AuditAction;
  /** Who did it; null for the system or an anonymous visitor. */
  actor?: { id: number; username: string } | null;
  target?: { type: string; id: string | number; label?: string | null } | null;
  /** The client's address; stored only as a salted hash. */
  address?: string | null;
  details?: Record<string, unknown>;
}

/** A salted hash of a client address: equal addresses match, the address cannot be read back. */
export function hashAddress(address: string): string {
  return createHash("sha256").update(`${getAuthSecret()}:address:${address}`).digest("hex");
}

/**
 * Record an admin action or security event. Inside a transaction it commits with the change; a
 * failure to record outside one is logged and does not undo the action it describes.
 */
export async function recordAudit(entry: AuditEntry, db?: Db | Tx): Promise<void> {
  const values = {
    action: entry.action,
    actorUserId: entry.actor?.id ?? null,
    actorLabel: entry.actor?.username ?? null,
    targetType: entry.target?.type ?? null,
    targetId: entry.target ? String(entry.target.id).slice(0, 64) : null,
    targetLabel: entry.target?.label?.slice(0, 255) ?? null,
    addressHash: entry.address ? hashAddress(entry.address) : null,
    details: entry.details ?? {},
  };
  if (db) {
    await db.insert(auditLog).values(values);
    return;
  }
  try {
    await getDb().insert(auditLog).values(values);
  } catch (error) {
    logger.error("audit entry could not be recorded", { action: entry.action, error });
  }
}
