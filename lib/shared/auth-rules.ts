/**
 * The rules of accounts without zod: the texts and limits, and the plain form checks of the sign-in
 * pages (whose bundles carry no zod; the signed-in pages' checks are in account-form-checks.ts). The zod schemas of the server
 * (`schemas/user.ts`, `schemas/account.ts`) use the same texts and limits.
 */
import { firstFailure, formCheck } from "@/lib/shared/form-check";
import { nameProblem } from "@/lib/shared/name-rule";

/** Validation texts of sign-in and registration, used by forms and by the server alike. */
export const AUTH_MESSAGES = {
  usernameRequired: "Username is required",
  passwordRequired: "Password is required",
  invalidEmail: "Invalid email format",
  emailNotAllowed: "Registration is restricted to authorized email addresses only",
  passwordTooShort: "Password must be at least 8 characters",
  confirmRequired: "Please confirm your password",
  passwordsDiffer: "Passwords do not match",
  usernameTooLong: "Username must be at most 50 characters",
  usernameCharacters: "Username may contain only letters, numbers, dots, hyphens and underscores",
  emailTooLong: "Email must be at most 255 characters",
  passwordTooLong: "Password must be at most 128 characters",
} as const;

/** Validation texts of a password change (the Security tab and POST /api/user/password). */
export const PASSWORD_CHANGE_MESSAGES = {
  currentRequired: "Current password is required",
  currentIncorrect: "Current password is incorrect",
  sameAsCurrent: "The new password must be different from the current one",
  tooManyAttempts: "Too many wrong current passwords. Please try again later.",
  revokeTokens: "revokeTokens must be true or false",
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MAX_LENGTH = 50;
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
export const EMAIL_MAX_LENGTH = 255;
/** The address rule of zod's z.email(), which the server applies. */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

export const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** An email address field: trimmed, at most 255 characters, an address. */
export function emailProblem(value: unknown): string | undefined {
  if (typeof value !== "string") return AUTH_MESSAGES.invalidEmail;
  const email = value.trim();
  return firstFailure(
    [email.length > EMAIL_MAX_LENGTH, AUTH_MESSAGES.emailTooLong],
    [!EMAIL_PATTERN.test(email), AUTH_MESSAGES.invalidEmail],
  );
}

type LoginValues = { username: string; password: string; rememberMe: boolean };

/** The sign-in form (the server checks it with `loginSchema`). */
export const loginCheck = /* @__PURE__ */ formCheck<LoginValues, LoginValues>((values) => {
  const username = text(values.username);
  const password = typeof values.password === "string" ? values.password : "";
  const errors = {
    // The schema's one message covers the length limit too.
    username: firstFailure([
      username.length === 0 || username.length > 255,
      AUTH_MESSAGES.usernameRequired,
    ]),
    password: firstFailure([
      password.length === 0 || password.length > PASSWORD_MAX_LENGTH,
      AUTH_MESSAGES.passwordRequired,
    ]),
  };
  if (errors.username || errors.password) return { errors };
  return { data: { username, password, rememberMe: values.rememberMe === true } };
});

export const usernameProblem = (username: string) =>
  firstFailure(
    [username.length === 0, AUTH_MESSAGES.usernameRequired],
    [username.length > USERNAME_MAX_LENGTH, AUTH_MESSAGES.usernameTooLong],
    [!USERNAME_PATTERN.test(username), AUTH_MESSAGES.usernameCharacters],
  );

export const fullNameProblem = (fullName: string) =>
  firstFailure([fullName.length > 255, "Full name must be at most 255 characters"]) ??
  nameProblem(fullName, "Full name") ??
  undefined;

/** A new password and its confirmation (which is checked here and never sent). */
export function newPasswordProblems(password: string, confirm: string) {
  return {
    password: firstFailure(
      [password.length < PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort],
      [password.length > PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong],
    ),
    // As with the schema, a mismatch is reported even while other fields are wrong.
    confirmPassword: firstFailure(
      [confirm.length === 0, AUTH_MESSAGES.confirmRequired],
      [password !== confirm, AUTH_MESSAGES.passwordsDiffer],
    ),
  };
}

export const rawText = (value: unknown) => (typeof value === "string" ? value : "");

type RegisterValues = {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  fullName?: string;
};

/** The registration form: the server's rules (`registerSchema`) plus the confirmation. */
export const registerCheck = /* @__PURE__ */ formCheck<RegisterValues, RegisterValues>((values) => {
  const username = text(values.username);
  const email = text(values.email);
  const password = rawText(values.password);
  const confirm = rawText(values.confirmPassword);
  const fullName = typeof values.fullName === "string" ? values.fullName.trim() : undefined;
  const errors = {
    username: usernameProblem(username),
    email: emailProblem(values.email),
    fullName: fullNameProblem(fullName ?? ""),
    ...newPasswordProblems(password, confirm),
  };
  if (Object.values(errors).some(Boolean)) return { errors };
  return {
    data: {
      username,
      email,
      password,
      confirmPassword: confirm,
      ...(fullName === undefined ? {} : { fullName }),
    },
  };
});

type NewPasswordValues = { password: string; confirmPassword: string };

/** The password reset form (the server checks the password with `resetPasswordSchema`). */
export const resetPasswordCheck = /* @__PURE__ */ formCheck<
  NewPasswordValues,
  { password: string }
>((values) => {
  const password = rawText(values.password);
  const errors = newPasswordProblems(password, rawText(values.confirmPassword));
  if (errors.password || errors.confirmPassword) return { errors };
  return { data: { password } };
});

type InvitationValues = NewPasswordValues & { username: string; fullName: string };

/** The invitation form (the server checks it with `invitationAcceptSchema`). */
export const invitationAcceptCheck = /* @__PURE__ */ formCheck<
  InvitationValues,
  { username: string; fullName: string; password: string }
>((values) => {
  const username = text(values.username);
  const fullName = text(values.fullName);
  const password = rawText(values.password);
  const errors = {
    username: usernameProblem(username),
    fullName: fullNameProblem(fullName),
    ...newPasswordProblems(password, rawText(values.confirmPassword)),
  };
  if (Object.values(errors).some(Boolean)) return { errors };
  return { data: { username, fullName, password } };
});

/** A form that asks only for an email address (a new verification link, a password reset). */
export const emailRequestCheck = /* @__PURE__ */ formCheck<{ email: string }, { email: string }>(
  (values) => {
    const problem = emailProblem(values.email);
    return problem ? { errors: { email: problem } } : { data: { email: text(values.email) } };
  },
);

/** The roles an account can hold. */
export const ROLES = ["user", "admin"] as const;
export type RoleName = (typeof ROLES)[number];
export const ROLE_MESSAGE = "Role must be user or admin";
export const roleProblem = (role: unknown) =>
  firstFailure([role !== undefined && !ROLES.includes(role as RoleName), ROLE_MESSAGE]);
