import type { DefaultSession } from "next-auth";

// The session cookie carries the user id (`sub`) and the server-side session id (`sid`).
declare module "next-auth" {
  interface Session {
    user?: DefaultSession["user"] & { id?: string; sid?: string };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    sid?: string;
  }
}
