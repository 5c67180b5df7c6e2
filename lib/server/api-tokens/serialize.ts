import "server-only";
import type { apiTokens } from "@/lib/server/db/schema";
import type { ApiTokenScope, ApiTokenView } from "@/lib/shared/schemas/api-token";

type ApiTokenRow = typeof apiTokens.$inferSelect;

export function toApiTokenView(row: ApiTokenRow, now = new Date()): ApiTokenView {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope as ApiTokenScope,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    expired: row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime(),
  };
}
