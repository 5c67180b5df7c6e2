import "server-only";
import { getEnv } from "@/lib/env";

/** The defaults apply when neither REGISTRATION_ALLOWED_DOMAINS nor _EMAILS is set. */
export const DEFAULT_ALLOWED_DOMAINS = ["example.com", "example.org"];
export const DEFAULT_ALLOWED_EMAILS = ["partner@example.net"];

/** Whether an address may open an account: its domain is authorised or it is listed itself. */
export function isRegistrationAllowed(email: string): boolean {
  const env = getEnv();
  const configured =
    env.REGISTRATION_ALLOWED_DOMAINS !== undefined || env.REGISTRATION_ALLOWED_EMAILS !== undefined;
  const domains = configured ? (env.REGISTRATION_ALLOWED_DOMAINS ?? []) : DEFAULT_ALLOWED_DOMAINS;
  const emails = configured ? (env.REGISTRATION_ALLOWED_EMAILS ?? []) : DEFAULT_ALLOWED_EMAILS;
  const address = email.trim().toLowerCase();
  return emails.includes(address) || domains.some((domain) => address.endsWith(`@${domain}`));
}
