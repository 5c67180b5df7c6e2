import "server-only";
import type { RequestToken } from "@/lib/server/api-tokens/authenticate";
import type { Role } from "@/lib/shared/schemas/user";
import type { CurrentUser } from "./session";

/**
 * Who a request acts as: what the route wrapper hands every handler as `ctx.actor`.
 *
 * `role` is the role the request may use, not only the account's: an admin's cookie session acts
 * as an admin, but an API token always acts as a member (role "user"), whoever owns it, so no role
 * check lets a token act as an admin. `user.role` is that same role.
 */
export interface Actor<
  U extends CurrentUser | null = CurrentUser,
  K extends RequestToken | null = RequestToken | null,
> {
  /** The signed-in user (null on public routes and for a signed-out request to an optional one). */
  user: U;
  role: U extends CurrentUser ? Role : null;
  /** The API token the request was authenticated by (its id and scope); null for a session. */
  token: K;
  /**
   * The client's address, as the sign-in limits, sessions and the audit log record it
   * (`clientAddress`, which reads the forwarding headers the production server rewrote).
   */
  address: string;
}

/**
 * The user a request acts as, as features read it for "own rows, or everyone's for an admin"
 * checks and for naming who did something: `ctx.actor.user`, or the signed-in user of a page or
 * an MCP tool. Its role is the role the request may use (see Actor).
 */
export type ActingUser = Pick<CurrentUser, "id" | "username" | "role">;
