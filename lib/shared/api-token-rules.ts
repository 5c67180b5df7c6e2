/**
 * The rules of API tokens without zod: scopes, expiries, limits and texts, and the settings
 * page's form check (its bundle carries no zod). `schemas/api-token.ts` builds the server's zod
 * schema from the same constants and texts.
 */
import { firstFailure, formCheck } from "@/lib/shared/form-check";
import { nameProblem } from "@/lib/shared/name-rule";

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

type TokenValues = { name: string; scope: ApiTokenScope; expiresInDays: number | null };

/** The New API token form (the server checks it with `apiTokenCreateSchema`). */
export const apiTokenCreateCheck = /* @__PURE__ */ formCheck<TokenValues, TokenValues>((values) => {
  const name = typeof values.name === "string" ? values.name.trim() : null;
  const days = values.expiresInDays;
  const errors = {
    name:
      name === null
        ? API_TOKEN_MESSAGES.nameRequired
        : (firstFailure(
            [name.length === 0, API_TOKEN_MESSAGES.nameRequired],
            [name.length > 100, API_TOKEN_MESSAGES.nameTooLong],
          ) ??
          nameProblem(name, "Token name") ??
          undefined),
    scope: firstFailure([
      !API_TOKEN_SCOPES.includes(values.scope as ApiTokenScope),
      API_TOKEN_MESSAGES.scope,
    ]),
    expiresInDays: firstFailure([
      days !== null &&
        (typeof days !== "number" ||
          !Number.isInteger(days) ||
          days < 1 ||
          days > API_TOKEN_MAX_DAYS),
      API_TOKEN_MESSAGES.expiry,
    ]),
  };
  if (errors.name || errors.scope || errors.expiresInDays) return { errors };
  return { data: { name: name!, scope: values.scope, expiresInDays: days } };
});
