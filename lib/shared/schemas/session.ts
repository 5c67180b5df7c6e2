import { z } from "zod";

/**
 * A session as the owner sees it on /profile. `id` is the session's public handle (the first 16
 * hexadecimal digits of the SHA-256 of its secret id): the secret id is the cookie's key and never
 * leaves the server.
 */
export const sessionViewSchema = z.object({
  id: z.string(),
  /** "Chrome on macOS", "Safari on iPhone", "Unknown device". */
  device: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime().nullable(),
  /** The session of the request that asked (shown as "This device"). */
  current: z.boolean(),
  rememberMe: z.boolean(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;

export const SESSION_HANDLE_LENGTH = 16;

export const SESSION_MESSAGES = {
  invalidHandle: `Session id must be ${SESSION_HANDLE_LENGTH} hexadecimal characters`,
  notFound: "Session not found",
} as const;

/** DELETE /api/user/sessions/{id}: the public handle of one of the user's sessions. */
export const sessionHandleParams = z.object({
  id: z
    .string({ error: SESSION_MESSAGES.invalidHandle })
    .regex(new RegExp(`^[0-9a-f]{${SESSION_HANDLE_LENGTH}}$`), {
      error: SESSION_MESSAGES.invalidHandle,
    }),
});

/** What ending sessions answers: how many ended, and whether this device was signed out. */
export const endedSessionsSchema = z.object({
  ended: z.number(),
  signedOut: z.boolean().meta({ description: "This device's own session ended (signed out)." }),
});
export type EndedSessions = z.infer<typeof endedSessionsSchema>;
