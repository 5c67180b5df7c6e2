import "server-only";
import type { OutgoingEmail } from "@/lib/server/email/send";
import { appUrl, renderEmail, secretLink } from "@/lib/server/email/templates";

/** The messages accounts send: each names its kind, so the outbox and the tests can tell them apart. */

interface Recipient {
  email: string;
  userId?: number | null;
  username?: string | null;
}

const hello = (to: Recipient) => (to.username ? `Hello ${to.username},` : "Hello,");

export function verificationEmail(to: Recipient, token: string): OutgoingEmail {
  return {
    to: to.email,
    userId: to.userId,
    kind: "verify-email",
    subject: "Confirm your email address for Pitchside",
    ...renderEmail({
      heading: "Confirm your email address",
      paragraphs: [
        hello(to),
        `Confirm that ${to.email} is your address to finish creating your Pitchside account. You can sign in once it is confirmed.`,
      ],
      action: {
        label: "Confirm email address",
        url: secretLink("/auth/verify", token),
      },
      footnote:
        "The link works once, for 24 hours. If you did not create a Pitchside account, ignore this message: the account cannot be used without this link.",
    }),
  };
}

/** Someone tried to register an address that already has an account: tell its owner, not them. */
export function registrationAttemptEmail(to: Recipient): OutgoingEmail {
  return {
    to: to.email,
    userId: to.userId,
    kind: "registration-attempt",
    subject: "Someone tried to register with your address",
    ...renderEmail({
      heading: "Someone tried to register with your address",
      paragraphs: [
        hello(to),
        `Someone, perhaps you, tried to create a new Pitchside account with ${to.email}. This address already has an account, so nothing was created.`,
        "If it was you, sign in with your existing account, or reset your password if you have forgotten it.",
      ],
      action: { label: "Sign in", url: appUrl("/auth") },
      footnote: `If it was not you, you can ignore this message. Forgot your password? Reset it at ${appUrl("/auth/forgot-password")}`,
    }),
  };
}

export function passwordResetEmail(to: Recipient, token: string): OutgoingEmail {
  return {
    to: to.email,
    userId: to.userId,
    kind: "reset-password",
    subject: "Reset your Pitchside password",
    ...renderEmail({
      heading: "Reset your password",
      paragraphs: [
        hello(to),
        "We received a request to reset the password of your Pitchside account. Choose a new password with the link below; it also lifts any sign-in lock on your account.",
      ],
      action: {
        label: "Choose a new password",
        url: secretLink("/auth/reset-password", token),
      },
      footnote:
        "The link works once, for 1 hour. If you did not ask for it, ignore this message: your password stays as it is.",
    }),
  };
}

export function forcedResetEmail(to: Recipient, token: string, admin: string): OutgoingEmail {
  return {
    to: to.email,
    userId: to.userId,
    kind: "password-reset-forced",
    subject: "Choose a new Pitchside password",
    ...renderEmail({
      heading: "Choose a new password",
      paragraphs: [
        hello(to),
        `${admin}, an administrator of your Pitchside team, has asked you to choose a new password. You have been signed out, and your current password no longer signs in.`,
      ],
      action: {
        label: "Choose a new password",
        url: secretLink("/auth/reset-password", token),
      },
      footnote: `The link works once, for 1 hour. When it has expired, ask for a new one at ${appUrl("/auth/forgot-password")}`,
    }),
  };
}

/**
 * The owner is told that the password changed: with a reset link (every session was signed out),
 * or by the owner on /profile at `at` (every session but that one was signed out).
 */
export function passwordChangedEmail(
  to: Recipient,
  change: { via: "reset" } | { via: "profile"; at: Date },
): OutgoingEmail {
  const body =
    change.via === "reset"
      ? {
          paragraphs: [
            hello(to),
            "The password of your Pitchside account was just changed with a reset link, and every session of the account was signed out.",
            "If this was not you, reset your password at once and tell your administrator.",
          ],
          action: { label: "Reset your password", url: appUrl("/auth/forgot-password") },
        }
      : {
          paragraphs: [
            `The password of your Pitchside account ${to.username} was changed on ${change.at.toISOString().slice(0, 16).replace("T", " ")} UTC.`,
            "Every other device signed in to your account has been signed out; the one used for the change stays signed in.",
            "If you did not change it, choose a new password at once with Forgot password on the sign-in page, and tell your administrator.",
          ],
          action: { label: "Open Pitchside", url: appUrl("/auth") },
          footnote: "You receive this message whenever the password of your account changes.",
        };
  return {
    to: to.email,
    userId: to.userId,
    kind: "password-changed",
    subject: "Your Pitchside password was changed",
    ...renderEmail({ heading: "Your password was changed", ...body }),
  };
}

/** Why a password event revoked an account's API tokens. */
export type TokensRevokedReason = "password_reset" | "password_reset_forced" | "password_changed";

/** The owner is told which API tokens a reset, a forced reset or a password change revoked. */
export function apiTokensRevokedEmail(
  to: Recipient,
  revoked: {
    tokens: Array<{ name: string; prefix: string }>;
    reason: TokensRevokedReason;
    /** The admin who forced the reset. */
    admin?: string;
  },
): OutgoingEmail {
  const n = revoked.tokens.length;
  const what = n === 1 ? "your API token was" : `your ${n} API tokens were`;
  const why = {
    password_reset: `Your password was reset with an emailed link, so ${what} revoked.`,
    password_reset_forced: `${revoked.admin ?? "An administrator"}, an administrator of your Pitchside team, asked you to choose a new password, so ${what} revoked.`,
    password_changed: `You changed your password and chose to revoke your API tokens, so ${what} revoked.`,
  }[revoked.reason];
  return {
    to: to.email,
    userId: to.userId,
    kind: "api-tokens-revoked",
    subject: "Your Pitchside API tokens were revoked",
    ...renderEmail({
      heading: n === 1 ? "Your API token was revoked" : "Your API tokens were revoked",
      paragraphs: [
        hello(to),
        `${why} Software and AI assistants that used ${n === 1 ? "it" : "them"} can no longer reach Pitchside.`,
        `Revoked: ${revoked.tokens.map((token) => `${token.name} (${token.prefix}…)`).join(", ")}.`,
        "Create new tokens on the Settings page when you need them again.",
      ],
      action: { label: "Open Settings", url: appUrl("/settings") },
      footnote:
        "If you did not expect this, reset your password at once and tell your administrator.",
    }),
  };
}

export function invitationEmail(
  to: string,
  invite: { token: string; role: string; invitedBy: string },
): OutgoingEmail {
  const role = invite.role === "admin" ? "an admin" : "a member";
  return {
    to,
    kind: "invitation",
    subject: `${invite.invitedBy} invited you to Pitchside`,
    ...renderEmail({
      heading: "You are invited to Pitchside",
      paragraphs: [
        "Hello,",
        `${invite.invitedBy} invited you to join their team on Pitchside, the sponsorship-matching platform for sports rights-holders, as ${role}.`,
        "Choose a username and a password to accept.",
      ],
      action: {
        label: "Accept the invitation",
        url: secretLink("/auth/invite", invite.token),
      },
      footnote:
        "The invitation works once, for 7 days. If you did not expect it, you can ignore this message.",
    }),
  };
}
