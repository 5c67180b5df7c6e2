import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { AppError } from "@/lib/server/http/errors";
import { PASSWORD_POLICY_MESSAGES } from "@/lib/shared/schemas/user";

/**
 * Password rules in the spirit of NIST SP 800-63B: length matters, composition rules do not (no
 * "one digit and one symbol"), and a password that attackers try first is refused: one from the
 * list of common passwords shipped in `data/`, or one built from the account's own name or email.
 * The length limits are in the shared schema, so forms show them before anything is sent.
 */
const COMMON_PASSWORDS_FILE = path.join(
  process.cwd(),
  "lib",
  "server",
  "accounts",
  "data",
  "common-passwords.txt",
);

let common: Set<string> | undefined;

/** The shipped list of common passwords (lower case), read once. */
export function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(COMMON_PASSWORDS_FILE, "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return common;
}

/** Why a password is refused, or null when it is acceptable. */
export function passwordProblem(
  password: string,
  account: { username?: string | null; email?: string | null } = {},
): string | null {
  const lowered = password.toLowerCase();
  if (commonPasswords().has(lowered)) return PASSWORD_POLICY_MESSAGES.common;
  const personal = [account.username, account.email, account.email?.split("@")[0]]
    .map((value) => value?.trim().toLowerCase())
    .filter((value): value is string => Boolean(value && value.length >= 3));
  if (personal.some((value) => lowered.includes(value))) return PASSWORD_POLICY_MESSAGES.personal;
  if (/^(.)\1+$/.test(password)) return PASSWORD_POLICY_MESSAGES.repetitive;
  if (lowered.includes("pitchside")) return PASSWORD_POLICY_MESSAGES.personal;
  return null;
}

/** Refuse an unacceptable new password with 400 on the given field. */
export function assertPasswordAcceptable(
  password: string,
  account: { username?: string | null; email?: string | null },
  field = "body.password",
): void {
  const problem = passwordProblem(password, account);
  if (problem) {
    throw new AppError("VALIDATION_ERROR", problem, {
      details: [{ path: field, message: problem }],
    });
  }
}
