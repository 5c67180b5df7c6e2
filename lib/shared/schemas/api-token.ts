import { z } from "zod";
import { nameSchema, numericId } from "./common";

/** What a token may do: "read" only reads (GET and HEAD); "write" may do what its user may do. */
export const API_TOKEN_SCOPES = ["read", "write"] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** The expiries the settings page offers; the API also takes any whole number of days 1–365. */
export const API_TOKEN_EXPIRY_CHOICES = [30, 90, 365] as const;
export const API_TOKEN_MAX_DAYS = 365;
/** At most this many live (unrevoked, unexpired) tokens per user. */
export const API_TOKENS_PER_USER = 20;
/** Every token starts with this, so secret scanners and people can recognise one. */
export const API_TOKEN_PREFIX = "ps_";
/** How many leading characters of a token are kept in clear to tell tokens apart in lists. */
export const API_TOKEN_VISIBLE_LENGTH = 10;

export const API_TOKEN_MESSAGES = {
  nameRequired: "Token name is required",
  nameTooLong: "Token name must be at most 100 characters",
  scope: 'Scope must be "read" or "write"',
  expiry: `Expiry must be a whole number of days from 1 to ${API_TOKEN_MAX_DAYS}, or null for no expiry`,
  tooMany: `You already have ${API_TOKENS_PER_USER} active API tokens. Revoke one before creating another.`,
  notFound: "API token not found",
  invalid: "This API token is invalid, expired or revoked.",
  readOnly: "This API token can only read (GET). Create a token with write scope to make changes.",
  refused: "API tokens cannot be used on this route. Sign in to the app to use it.",
  adminRefused: "API tokens cannot be used on admin routes.",
  required: "This endpoint needs an API token: send it as Authorization: Bearer <token>.",
} as const;

export const apiTokenCreateSchema = z.object({
  name: nameSchema({
    required: API_TOKEN_MESSAGES.nameRequired,
    max: 100,
    tooLong: API_TOKEN_MESSAGES.nameTooLong,
    label: "Token name",
  }),
  scope: z.enum(API_TOKEN_SCOPES, { error: API_TOKEN_MESSAGES.scope }),
  /** Days until the token stops working, or null for a token that never expires. */
  expiresInDays: z
    .number({ error: API_TOKEN_MESSAGES.expiry })
    .int({ error: API_TOKEN_MESSAGES.expiry })
    .min(1, { error: API_TOKEN_MESSAGES.expiry })
    .max(API_TOKEN_MAX_DAYS, { error: API_TOKEN_MESSAGES.expiry })
    .nullable(),
});
export type ApiTokenCreate = z.infer<typeof apiTokenCreateSchema>;

/** A token as its owner sees it in the list (never the secret). */
export const apiTokenViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  /** The token's first characters, e.g. "ps_AbCdEfG". */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Null: never expires. */
  expiresAt: z.string().nullable(),
  /** The token has passed its expiry (it is still listed until revoked). */
  expired: z.boolean(),
});
export type ApiTokenView = z.infer<typeof apiTokenViewSchema>;

/** The answer of creating a token: the one time its secret is shown. */
export const apiTokenCreatedSchema = apiTokenViewSchema.extend({
  /** The whole token. It is not stored and cannot be shown again. */
  token: z.string(),
});
export type ApiTokenCreated = z.infer<typeof apiTokenCreatedSchema>;

/** A token as admins see it: with its user. */
export const adminApiTokenViewSchema = apiTokenViewSchema.extend({
  user: z.object({ id: z.number().int(), username: z.string(), isActive: z.boolean() }),
});
export type AdminApiTokenView = z.infer<typeof adminApiTokenViewSchema>;

export const apiTokenListSchema = z.array(apiTokenViewSchema);
export const adminApiTokenListSchema = z.array(adminApiTokenViewSchema);

/** GET /api/admin/api-tokens?userId= : only that user's tokens. */
export const adminApiTokenQuerySchema = z.object({ userId: numericId("userId").optional() });
export type AdminApiTokenQuery = z.infer<typeof adminApiTokenQuerySchema>;
