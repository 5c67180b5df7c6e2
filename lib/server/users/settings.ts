import "server-only";
import { eq } from "drizzle-orm";
import { cache } from "react";
import { getDb } from "@/lib/server/db/client";
import { eventBrands, userSettings } from "@/lib/server/db/schema";
import { badRequest } from "@/lib/server/http/errors";
import type { DisplayMode, UserSettings, UserSettingsUpdate } from "@/lib/shared/schemas/user";

const DEFAULTS: UserSettings = {
  displayMode: "light",
  defaultEventBrandId: null,
  notificationsEnabled: true,
  emailNotifications: true,
  updatedAt: null,
};

function toSettings(row: typeof userSettings.$inferSelect): UserSettings {
  return {
    displayMode: row.displayMode === "dark" ? "dark" : "light",
    defaultEventBrandId: row.defaultEventBrandId,
    notificationsEnabled: row.notificationsEnabled,
    emailNotifications: row.emailNotifications,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The user's settings; a user who never saved any gets the defaults (no row is written). Read once
 * per server render (the root layout, the app layout and a page may all ask).
 */
export const getUserSettings = cache(async (userId: number): Promise<UserSettings> => {
  const [row] = await getDb().select().from(userSettings).where(eq(userSettings.userId, userId));
  return row ? toSettings(row) : DEFAULTS;
});

export async function getDisplayMode(userId: number): Promise<DisplayMode> {
  return (await getUserSettings(userId)).displayMode;
}

export async function updateUserSettings(
  userId: number,
  input: UserSettingsUpdate,
): Promise<UserSettings> {
  const db = getDb();
  if (input.defaultEventBrandId != null) {
    const [brand] = await db
      .select({ id: eventBrands.id })
      .from(eventBrands)
      .where(eq(eventBrands.id, input.defaultEventBrandId));
    if (!brand) {
      throw badRequest("The default event brand does not exist", [
        { path: "body.defaultEventBrandId", message: "The default event brand does not exist" },
      ]);
    }
  }
  const [row] = await db
    .insert(userSettings)
    .values({ userId, ...input })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...input, updatedAt: new Date() } })
    .returning();
  return row ? toSettings(row) : DEFAULTS;
}
