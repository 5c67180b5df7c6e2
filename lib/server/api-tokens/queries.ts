import "server-only";
import { and, desc, eq, isNull } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/server/db/client";
import { apiTokens, users } from "@/lib/server/db/schema";
import { notFound } from "@/lib/server/http/errors";
import {
  API_TOKEN_MESSAGES,
  type AdminApiTokenQuery,
  type AdminApiTokenView,
  type ApiTokenView,
} from "@/lib/shared/schemas/api-token";
import { toApiTokenView } from "./serialize";

/** A user's tokens that are not revoked (expired ones included, marked), newest first. */
export async function listApiTokens(userId: number): Promise<ApiTokenView[]> {
  const rows = await getDb()
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  const now = new Date();
  return rows.map((row) => toApiTokenView(row, now));
}

/** Every unrevoked token with its user (admins), optionally one user's only. */
export async function listAllApiTokens(query: AdminApiTokenQuery): Promise<AdminApiTokenView[]> {
  const rows = await getDb()
    .select({
      token: apiTokens,
      user: { id: users.id, username: users.username, isActive: users.isActive },
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(
      and(
        isNull(apiTokens.revokedAt),
        query.userId ? eq(apiTokens.userId, query.userId) : undefined,
      ),
    )
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  const now = new Date();
  return rows.map((row) => ({ ...toApiTokenView(row.token, now), user: row.user }));
}

/** An unrevoked token, or 404. With `userId`, only that user's token (others' answer 404 too). */
export async function getApiTokenOrThrow(
  id: number,
  options: { userId?: number } = {},
  db: Db | Tx = getDb(),
) {
  const [row] = await db
    .select()
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.id, id),
        isNull(apiTokens.revokedAt),
        options.userId ? eq(apiTokens.userId, options.userId) : undefined,
      ),
    )
    .limit(1);
  if (!row) throw notFound(API_TOKEN_MESSAGES.notFound);
  return row;
}
