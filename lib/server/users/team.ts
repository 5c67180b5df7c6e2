import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { recordAudit } from "@/lib/server/audit/record";
import type { Actor } from "@/lib/server/auth/actor";
import { endUserSessions } from "@/lib/server/auth/sessions";
import { getDb, type Tx } from "@/lib/server/db/client";
import { users } from "@/lib/server/db/schema";
import { conflict, notFound } from "@/lib/server/http/errors";
import type { Role } from "@/lib/shared/schemas/user";
import { USER_NOT_FOUND } from "./queries";
import { toPublicUser, type PublicUser } from "./serialize";

export const LAST_ADMIN_MESSAGE = "The last active admin cannot be demoted or deactivated.";

export async function listTeam(): Promise<PublicUser[]> {
  const rows = await getDb()
    .select()
    .from(users)
    .orderBy(asc(sql`lower(${users.username})`));
  return rows.map(toPublicUser);
}

/**
 * Promote, demote, deactivate or reactivate an account. The team always keeps one active admin;
 * the check and the change happen in one transaction under a lock on the admin rows, so two admins
 * demoting each other at once cannot both succeed. Each real change is recorded in the audit log
 * in the same transaction, with the acting admin.
 */
export async function updateTeamMember(
  targetId: number,
  change: { role?: Role; isActive?: boolean },
  actor: Actor,
): Promise<PublicUser> {
  const updated = await getDb().transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, "admin"), eq(users.isActive, true)))
      .for("update");
    const [target] = await tx.select().from(users).where(eq(users.id, targetId)).for("update");
    if (!target) throw notFound(USER_NOT_FOUND);

    const losesAdmin =
      target.role === "admin" &&
      target.isActive &&
      (change.role === "user" || change.isActive === false);
    if (losesAdmin && admins.filter((admin) => admin.id !== target.id).length === 0) {
      throw conflict(LAST_ADMIN_MESSAGE);
    }
    const [row] = await tx.update(users).set(change).where(eq(users.id, targetId)).returning();
    await auditTeamChange(tx, target, change, actor);
    return row ?? target;
  });
  if (change.isActive === false) await endUserSessions(targetId);
  return toPublicUser(updated);
}

/** The audit entries of a team change: a role that changed, an account (de)activated. */
async function auditTeamChange(
  tx: Tx,
  target: typeof users.$inferSelect,
  change: { role?: Role; isActive?: boolean },
  actor: Actor,
): Promise<void> {
  const common = {
    actor: { id: actor.user.id, username: actor.user.username },
    target: { type: "user", id: target.id, label: target.username },
    address: actor.address,
  };
  if (change.role !== undefined && change.role !== target.role) {
    await recordAudit(
      { ...common, action: "user.role_changed", details: { from: target.role, to: change.role } },
      tx,
    );
  }
  if (change.isActive !== undefined && change.isActive !== target.isActive) {
    await recordAudit(
      { ...common, action: change.isActive ? "user.reactivated" : "user.deactivated" },
      tx,
    );
  }
}
