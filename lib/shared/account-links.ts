/**
 * The emailed links (verification, password reset, invitation): why one cannot be used and what
 * the pages say about it. No zod here: the pages these links open keep it out of their bundle.
 */

/** The three kinds of emailed link. */
export type AccountLinkPurpose = "verify-email" | "reset-password" | "invitation";

/** Why a link cannot be used. */
export const LINK_PROBLEMS = ["invalid", "expired", "used", "revoked"] as const;
export type LinkProblem = (typeof LINK_PROBLEMS)[number];

/** What a page or form says about a link that cannot be used, by purpose and problem. */
export const LINK_MESSAGES: Record<AccountLinkPurpose, Record<LinkProblem, string>> = {
  "verify-email": {
    invalid:
      "This verification link is not valid. Check that you opened the whole link from the email, or ask for a new one below.",
    expired: "This verification link has expired. Ask for a new one below.",
    used: "This verification link has already been used. If your address is verified, sign in.",
    revoked:
      "This verification link was replaced by a newer one. Use the newest email, or ask for a new link below.",
  },
  "reset-password": {
    invalid:
      "This password reset link is not valid. Check that you opened the whole link from the email, or ask for a new one.",
    expired: "This password reset link has expired. Ask for a new one.",
    used: "This password reset link has already been used. Ask for a new one if you need to.",
    revoked:
      "This password reset link was replaced by a newer one. Use the newest email, or ask for a new link.",
  },
  invitation: {
    invalid:
      "This invitation link is not valid. Check that you opened the whole link from the email.",
    expired: "This invitation has expired. Ask your administrator for a new one.",
    used: "This invitation has already been accepted. Sign in instead.",
    revoked: "This invitation was withdrawn or replaced by a newer one. Use the newest email.",
  },
};

/** The `details.reason` of a 400 about a link, e.g. "link_expired". */
export const linkReason = (problem: LinkProblem) => `link_${problem}` as const;

/** The link problem a `details.reason` names, or null for any other reason. */
export const linkProblemOfReason = (reason: string | undefined): LinkProblem | null =>
  LINK_PROBLEMS.find((problem) => linkReason(problem) === reason) ?? null;
