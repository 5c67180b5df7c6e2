import "server-only";
import type { NextAuthOptions } from "next-auth";
import { getEnv } from "@/lib/env";
import { getAuthSecret } from "./secret";

const DAY = 24 * 60 * 60;

/** Secure cookies (the `__Secure-` prefix) whenever the app is served over https. */
export function secureCookiesEnabled(): boolean {
  return getEnv().APP_URL.startsWith("https://");
}

export function sessionCookieName(): string {
  return `${secureCookiesEnabled() ? "__Secure-" : ""}next-auth.session-token`;
}

let cached: NextAuthOptions | undefined;

/**
 * next-auth reads and verifies the session cookie (`getServerSession`). Sign-in and sign-out go
 * through the app's own endpoints (/api/login, /api/logout), which mint and clear the
 * same cookie, so rate limiting and the server-side session record live in one place; the
 * next-auth sign-in routes are therefore not mounted.
 */
export function getAuthOptions(): NextAuthOptions {
  if (cached) return cached;
  cached = {
    secret: getAuthSecret(),
    useSecureCookies: secureCookiesEnabled(),
    session: { strategy: "jwt", maxAge: getEnv().SESSION_MAX_AGE_DAYS * DAY },
    providers: [],
    pages: { signIn: "/auth" },
    callbacks: {
      session({ session, token }) {
        return {
          ...session,
          user: { id: token.sub, sid: typeof token.sid === "string" ? token.sid : undefined },
        };
      },
    },
    logger: {
      // next-auth logs a decryption failure for every stale cookie; that is a signed-out visitor.
      error: () => {},
      warn: () => {},
      debug: () => {},
    },
  };
  return cached;
}
