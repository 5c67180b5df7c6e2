import "server-only";
import { hashPassword } from "@/lib/server/auth/passwords";
import { assertRateLimit, consumeRateLimit } from "@/lib/server/auth/rate-limit";
import { sendEmail } from "@/lib/server/email/send";
import { AppError } from "@/lib/server/http/errors";
import { AUTH_MESSAGES } from "@/lib/shared/auth-rules";
import type { RegistrationAnswer } from "@/lib/shared/schemas/account";
import type { RegisterInput } from "@/lib/shared/schemas/user";
import { isRegistrationAllowed } from "./allow-list";
import { createUser } from "./create";
import { registrationAttemptEmail } from "./emails";
import { REGISTER_LIMIT, REGISTRATION_NOTICE_LIMIT } from "./limits";
import { assertPasswordAcceptable } from "./password-policy";
import { findAccountByEmail, normalizeEmail } from "./queries";
import { sendVerification } from "./verification";

/** The 409 `createUser` raises when the username is free but the address is taken. */
function isEmailTaken(error: unknown): boolean {
  return (
    error instanceof AppError &&
    error.code === "CONFLICT" &&
    Array.isArray(error.details) &&
    error.details.some((detail: { path?: unknown }) => detail.path === "body.email")
  );
}

/**
 * Self-registration (see docs/product.md, Accounts and sign-in). The account is created
 * unverified and a verification link is emailed. The answer is the same whether or not the
 * address already has an account: when it has, nothing is created and its owner is told instead.
 * A taken username is still said, since the person signing up chooses it. Every check whose
 * answer could differ by the address (the password rules, the time taken) runs on both paths.
 */
export async function registerAccount(
  input: RegisterInput,
  address: string,
): Promise<RegistrationAnswer> {
  await assertRateLimit(`register:address:${address}`, REGISTER_LIMIT);
  const email = normalizeEmail(input.email);
  // Only allow-listed addresses may register. The password rules run before the address is
  // looked up, so their answer cannot depend on whether it has an account.
  if (!isRegistrationAllowed(email)) {
    throw new AppError("VALIDATION_ERROR", AUTH_MESSAGES.emailNotAllowed, {
      details: [{ path: "body.email", message: AUTH_MESSAGES.emailNotAllowed }],
    });
  }
  assertPasswordAcceptable(input.password, input);
  try {
    const user = await createUser({ ...input, role: "user", emailVerified: false });
    await sendVerification(user);
  } catch (error) {
    if (!isEmailTaken(error)) throw error;
    // The same work as creating an account, so the time taken does not tell either.
    await hashPassword(input.password);
    const owner = await findAccountByEmail(email);
    const notice = await consumeRateLimit(`register-notice:${email}`, REGISTRATION_NOTICE_LIMIT);
    if (owner && notice.allowed) {
      await sendEmail(
        registrationAttemptEmail({
          email: owner.email,
          userId: owner.id,
          username: owner.username,
        }),
      );
    }
  }
  return { status: "verification_sent", email };
}
