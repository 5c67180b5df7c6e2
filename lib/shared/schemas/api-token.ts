import { z } from "zod";
import {
  API_TOKEN_MAX_DAYS,
  API_TOKEN_MESSAGES,
  API_TOKEN_SCOPES,
} from "@/lib/shared/api-token-rules";
import { nameSchema, numericId } from "./common";

// The constants and texts live without zod, for the settings page's form check.
export * from "@/lib/shared/api-token-rules";

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
