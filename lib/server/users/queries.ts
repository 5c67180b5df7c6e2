import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { users } from "@/lib/server/db/schema";
import { notFound } from "@/lib/server/http/errors";
import { toPublicUser, type PublicUser } from "./serialize";

export const USER_NOT_FOUND = "User not found";

/** The account, or the 404 every route answers for a missing one. */
export async function getUserOrThrow(id: number): Promise<PublicUser> {
  const [row] = await getDb().select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound(USER_NOT_FOUND);
  return toPublicUser(row);
}
