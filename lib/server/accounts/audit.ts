import "server-only";
import { recordAudit, type AuditAction } from "@/lib/server/audit/record";
import type { Db, Tx } from "@/lib/server/db/client";

export interface Someone {
  id: number;
  username: string;
}

const actorOf = (someone: Someone | null) =>
  someone ? { id: someone.id, username: someone.username } : null;

/**
 * Record an event about an account. The account's owner did it unless `by` says who did (an
 * admin), or null for nobody signed in.
 */
export function recordAccountEvent(
  action: AuditAction,
  account: Someone,
  address: string | null | undefined,
  options: { by?: Someone | null; tx?: Db | Tx; details?: Record<string, unknown> } = {},
): Promise<void> {
  return recordAudit(
    {
      action,
      actor: actorOf(options.by === undefined ? account : options.by),
      target: { type: "user", id: account.id, label: account.username },
      address,
      ...(options.details ? { details: options.details } : {}),
    },
    options.tx,
  );
}

/** Record an event about an invitation (sent, withdrawn, accepted) with the role it grants. */
export function recordInvitationEvent(
  action: AuditAction,
  invitation: { id: number; email: string; role: string | null },
  by: Someone,
  address: string,
  tx?: Db | Tx,
): Promise<void> {
  return recordAudit(
    {
      action,
      actor: actorOf(by),
      target: { type: "invitation", id: invitation.id, label: invitation.email },
      address,
      details: { role: invitation.role },
    },
    tx,
  );
}
