/** Reads of the signed-in user: who they are and their settings. */
import type { SessionView } from "@/lib/shared/schemas/session";
import type { PublicUser, UserSettings } from "@/lib/shared/schemas/user";
import { apiQuery, STALE } from "./define";

/** The signed-in user, or null when signed out. */
export const currentUserQuery = apiQuery<PublicUser | null>({
  root: "user",
  path: () => "/api/user",
  nullWhenSignedOut: true,
  staleTime: STALE.user,
});

export const userSettingsQuery = apiQuery<UserSettings>({
  root: "user-settings",
  path: () => "/api/user/settings",
  staleTime: STALE.list,
});

/** The signed-in user's active sessions, this device first. */
export const sessionsQuery = apiQuery<SessionView[]>({
  root: "sessions",
  path: () => "/api/user/sessions",
  staleTime: STALE.list,
});
