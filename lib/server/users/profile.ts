import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/server/db/client";
import { users } from "@/lib/server/db/schema";
import { notFound } from "@/lib/server/http/errors";
import { readImageUpload, renderSquareAvatar } from "@/lib/server/images/upload";
import { deleteStoredFile, storeFile } from "@/lib/server/storage/store";
import type { ProfileUpdateInput } from "@/lib/shared/schemas/user";
import { getUserOrThrow, USER_NOT_FOUND } from "./queries";
import { toPublicUser, type PublicUser } from "./serialize";

export async function updateProfile(
  userId: number,
  input: ProfileUpdateInput,
): Promise<PublicUser> {
  const changes = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(changes).length === 0) return getUserOrThrow(userId);
  const [row] = await getDb().update(users).set(changes).where(eq(users.id, userId)).returning();
  if (!row) throw notFound(USER_NOT_FOUND);
  return toPublicUser(row);
}

/** Replace the user's picture with the uploaded image (checked, re-encoded, 256 px square). */
export async function setProfilePicture(userId: number, form: FormData): Promise<PublicUser> {
  const upload = await readImageUpload(form, "profilePicture");
  const avatar = await renderSquareAvatar(upload.bytes);
  const url = await storeFile("avatars", avatar, "webp", "image/webp");
  const db = getDb();
  const [previous] = await db
    .select({ url: users.profilePicture })
    .from(users)
    .where(eq(users.id, userId));
  const [row] = await db
    .update(users)
    .set({ profilePicture: url })
    .where(eq(users.id, userId))
    .returning();
  if (!row) {
    await deleteStoredFile(url);
    throw notFound(USER_NOT_FOUND);
  }
  await deleteStoredFile(previous?.url);
  return toPublicUser(row);
}
