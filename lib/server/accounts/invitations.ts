import "server-only";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { CurrentUser } from "@/lib/server/auth/session";
import { getDb } from "@/lib/server/db/client";
import { accountTokens, users } from "@/lib/server/db/schema";
import { sendEmail } from "@/lib/server/email/send";
import { conflict, notFound } from "@/lib/server/http/errors";
import type { PublicUser } from "@/lib/server/users/serialize";
import {
  ACCOUNT_MESSAGES,
  LINK_MESSAGES,
  type InvitationAcceptInput,
  type InvitationCreateInput,
  type InvitationPreview,
  type InvitationView,
  type LinkProblem,
} from "@/lib/shared/schemas/account";
import { ROLES, type Role } from "@/lib/shared/schemas/user";
import { recordInvitationEvent } from "./audit";
import { createUser } from "./create";
import { invitationEmail } from "./emails";
import { findAccountByEmail, normalizeEmail } from "./queries";
import {
  consumeAccountTokenOrThrow,
  findUsableToken,
  findUsableTokenOrThrow,
  issueAccountToken,
  tokenProblem,
  type AccountToken,
} from "./tokens";

/**
 * Invitations: an admin invites an address (on the allow-list or not: the admin vouches for it)
 * with a role; the emailed link lets the invitee choose a username and password, and the account
 * is created verified with that role. Re-inviting an address replaces its pending invitation.
 */

const inviter = alias(users, "inviter");

const roleOf = (row: AccountToken): Role => ROLES.find((role) => role === row.role) ?? "user";

function toInvitationView(row: AccountToken, invitedBy: string | null): InvitationView {
  return {
    id: row.id,
    email: row.email,
    role: roleOf(row),
    invitedBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** Pending invitations (not accepted, withdrawn or expired), newest first. */
export async function listInvitations(): Promise<InvitationView[]> {
  const rows = await getDb()
    .select({ token: accountTokens, invitedBy: inviter.username })
    .from(accountTokens)
    .leftJoin(inviter, eq(inviter.id, accountTokens.createdBy))
    .where(
      and(
        eq(accountTokens.purpose, "invitation"),
        isNull(accountTokens.usedAt),
        isNull(accountTokens.revokedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(accountTokens.createdAt), desc(accountTokens.id));
  return rows.map((row) => toInvitationView(row.token, row.invitedBy));
}

/** The invitation, in any state, or the 404 every invitation route answers. */
export async function getInvitationOrThrow(id: number): Promise<AccountToken> {
  const [row] = await getDb()
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.id, id), eq(accountTokens.purpose, "invitation")));
  if (!row) throw notFound(ACCOUNT_MESSAGES.invitationNotFound);
  return row;
}

/** Invite an address that has no account yet, and email it the link. */
export async function createInvitation(
  admin: CurrentUser,
  input: InvitationCreateInput,
  address: string,
): Promise<InvitationView> {
  const email = normalizeEmail(input.email);
  if (await findAccountByEmail(email)) {
    throw conflict(ACCOUNT_MESSAGES.accountExists, [
      { path: "body.email", message: ACCOUNT_MESSAGES.accountExists },
    ]);
  }
  const { row, token } = await getDb().transaction(async (tx) => {
    const issued = await issueAccountToken(
      { purpose: "invitation", email, role: input.role, createdBy: admin.id },
      tx,
    );
    await recordInvitationEvent("invitation.sent", issued.row, admin, address, tx);
    return issued;
  });
  await sendEmail(invitationEmail(email, { token, role: input.role, invitedBy: admin.username }));
  return toInvitationView(row, admin.username);
}

/** Withdraw a pending invitation; its link stops working. Withdrawing twice changes nothing. */
export async function revokeInvitation(
  admin: CurrentUser,
  id: number,
  address: string,
): Promise<void> {
  const invitation = await getInvitationOrThrow(id);
  if (invitation.usedAt) throw conflict(ACCOUNT_MESSAGES.invitationAccepted);
  await getDb().transaction(async (tx) => {
    const [revoked] = await tx
      .update(accountTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(accountTokens.id, id),
          isNull(accountTokens.usedAt),
          isNull(accountTokens.revokedAt),
        ),
      )
      .returning();
    if (!revoked) return;
    await recordInvitationEvent("invitation.revoked", revoked, admin, address, tx);
  });
}

/** What the invitation page shows: the invited address and role, or why the link cannot be used. */
export async function findInvitationPreview(
  token: string,
): Promise<
  { ok: true; invitation: InvitationPreview } | { ok: false; problem: LinkProblem; message: string }
> {
  const row = await findUsableToken("invitation", token);
  if (!row) {
    const problem = await tokenProblem("invitation", token);
    return { ok: false, problem, message: LINK_MESSAGES.invitation[problem] };
  }
  return {
    ok: true,
    invitation: { email: row.email, role: roleOf(row), expiresAt: row.expiresAt.toISOString() },
  };
}

/**
 * Accept an invitation: the account is created verified, with the invited address and role, in
 * the same transaction that uses the link up, so a link makes one account at most.
 */
export async function acceptInvitation(
  input: InvitationAcceptInput,
  address: string,
): Promise<PublicUser> {
  // Refuse a dead link before the password is hashed.
  await findUsableTokenOrThrow("invitation", input.token);
  return getDb().transaction(async (tx) => {
    const link = await consumeAccountTokenOrThrow("invitation", input.token, tx);
    const user = await createUser(
      {
        username: input.username,
        email: link.email,
        password: input.password,
        fullName: input.fullName,
        role: roleOf(link),
        emailVerified: true,
        markSignedIn: true,
      },
      tx,
    );
    await tx.update(accountTokens).set({ userId: user.id }).where(eq(accountTokens.id, link.id));
    await recordInvitationEvent("invitation.accepted", link, user, address, tx);
    return user;
  });
}
