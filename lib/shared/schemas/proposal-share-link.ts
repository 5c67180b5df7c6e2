import { z } from "zod";
import { wholeNumber } from "./common";
import { publicProposalSchema } from "./proposal";
import { SHARE_PASSCODE_LENGTH } from "@/lib/shared/proposal-vocabulary";

/** Share links: a read-only page of one proposal for people without an account (docs/product.md#proposal-sharing). */
export const SHARE_LINK_EXPIRY_DAYS = { min: 1, max: 90, default: 30 } as const;

export const SHARE_LINK_STATUSES = ["active", "expired", "revoked"] as const;
export type ShareLinkStatus = (typeof SHARE_LINK_STATUSES)[number];

export const PASSCODE_HEADER = "x-proposal-passcode";

const passcode = z
  .string({ error: "The passcode must be text" })
  .min(SHARE_PASSCODE_LENGTH.min, {
    error: `The passcode must be at least ${SHARE_PASSCODE_LENGTH.min} characters`,
  })
  .max(SHARE_PASSCODE_LENGTH.max, {
    error: `The passcode must be at most ${SHARE_PASSCODE_LENGTH.max} characters`,
  });

/** POST /api/proposals/{id}/share-links */
export const shareLinkCreateSchema = z.object({
  expiresInDays: wholeNumber("expiresInDays", {
    min: SHARE_LINK_EXPIRY_DAYS.min,
    max: SHARE_LINK_EXPIRY_DAYS.max,
    error: `The link must expire in ${SHARE_LINK_EXPIRY_DAYS.min} to ${SHARE_LINK_EXPIRY_DAYS.max} days`,
  }).default(SHARE_LINK_EXPIRY_DAYS.default),
  /** Blank means none. */
  passcode: z
    .union([z.literal(""), passcode])
    .nullish()
    .transform((value) => value || null),
});
export type ShareLinkCreateInput = z.input<typeof shareLinkCreateSchema>;

/**
 * POST /api/shared-proposals/{token}/unlock. Any length is tried here: links made when shorter
 * passcodes were allowed keep theirs.
 */
export const shareUnlockSchema = z.object({
  passcode: z
    .string({ error: "Enter the passcode" })
    .min(1, { error: "Enter the passcode" })
    .max(SHARE_PASSCODE_LENGTH.max, { error: "The passcode is not correct." }),
});
export type ShareUnlockInput = z.infer<typeof shareUnlockSchema>;

/**
 * A share link as its proposal's team sees it. `token` and `url` are for the proposal's owner and
 * admins only (null for the rest of the team, and when the server's key changed since the link
 * was made).
 */
export const shareLinkViewSchema = z.object({
  id: z.number(),
  proposalId: z.number(),
  token: z.string().nullable(),
  /** The page's path, `/p/{token}`. */
  url: z.string().nullable(),
  status: z.enum(SHARE_LINK_STATUSES),
  hasPasscode: z.boolean(),
  /** Set while too many wrong passcodes keep the link locked: when it takes passcodes again. */
  lockedUntil: z.string().nullable(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  viewCount: z.number(),
  lastViewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ShareLinkView = z.infer<typeof shareLinkViewSchema>;

export const shareLinkListSchema = z.object({ items: z.array(shareLinkViewSchema) });
export type ShareLinkList = z.infer<typeof shareLinkListSchema>;

/** Share link tokens are 32 random bytes in base64url (43 characters). */
export const shareTokenParams = z.object({
  token: z
    .string()
    .trim()
    .min(1, { error: "The link is not valid" })
    .max(64, { error: "The link is not valid" }),
});

/**
 * GET /api/shared-proposals/{token}. `counted` is false when a signed-in member of the team read
 * it: a preview, not recorded as the sponsor's view.
 */
export const sharedProposalSchema = z.object({
  proposal: publicProposalSchema,
  counted: z.boolean(),
});
export type SharedProposal = z.infer<typeof sharedProposalSchema>;

export const shareUnlockedSchema = z.object({ unlocked: z.literal(true) });
