import { z } from "zod";
import { AUTH_MESSAGES, ROLE_MESSAGE } from "@/lib/shared/auth-rules";
import {
  personNameField,
  personNameFormField,
  ROLES,
  registerSchema,
  usernameSchema,
} from "./user";

/**
 * Proving an address, recovering a password and joining by invitation: the request bodies, the
 * answers and the texts, shared by the forms and the server (see docs/product.md, Accounts and
 * sign-in).
 */

// The link texts carry no zod, for the pages whose bundle must stay small; re-exported here.
export {
  LINK_MESSAGES,
  LINK_PROBLEMS,
  linkProblemOfReason,
  linkReason,
  type AccountLinkPurpose,
  type LinkProblem,
} from "@/lib/shared/account-links";

export const ACCOUNT_MESSAGES = {
  accountExists: "An account with this email already exists",
  invitationNotFound: "Invitation not found",
  invitationAccepted: "This invitation has already been accepted.",
  forceResetSelf:
    "You cannot force a password reset on your own account. Change your password on your profile instead.",
  forceResetInactive: "This account is deactivated. Reactivate it before forcing a password reset.",
} as const;

const TOKEN_MISSING = "This link is not valid. Open the whole link from the email.";
const tokenField = z
  .string({ error: TOKEN_MISSING })
  .trim()
  .min(1, { error: TOKEN_MISSING })
  .max(200, { error: TOKEN_MISSING });

const emailField = registerSchema.shape.email;
const passwordField = registerSchema.shape.password;
const roleField = z.enum(ROLES, { error: ROLE_MESSAGE });

/** POST /api/auth/verify-email */
export const verifyEmailSchema = z.object({ token: tokenField });

/** POST /api/auth/resend-verification and POST /api/auth/forgot-password */
export const emailRequestSchema = z.object({ email: emailField });
export type EmailRequestInput = z.infer<typeof emailRequestSchema>;

/** POST /api/auth/reset-password */
export const resetPasswordSchema = z.object({ token: tokenField, password: passwordField });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** POST /api/invitations */
export const invitationCreateSchema = z.object({
  email: emailField,
  role: roleField.default("user"),
});
export type InvitationCreateInput = z.infer<typeof invitationCreateSchema>;

/** POST /api/invitations/accept (the address and the role come from the invitation). */
export const invitationAcceptSchema = z.object({
  token: tokenField,
  username: usernameSchema,
  fullName: personNameField(),
  password: passwordField,
});
export type InvitationAcceptInput = z.infer<typeof invitationAcceptSchema>;

const confirmField = z
  .string({ error: AUTH_MESSAGES.confirmRequired })
  .min(1, { error: AUTH_MESSAGES.confirmRequired });

const passwordsMatch = (form: { password: string; confirmPassword: string }) =>
  form.password === form.confirmPassword;

/** The reset form: the new password twice; the confirmation is checked here and never sent. */
export const resetPasswordFormSchema = z
  .object({ password: passwordField, confirmPassword: confirmField })
  .refine(passwordsMatch, { error: AUTH_MESSAGES.passwordsDiffer, path: ["confirmPassword"] });

/** The invitation form: what the server takes besides the token, plus the confirmation. */
export const invitationAcceptFormSchema = invitationAcceptSchema
  .omit({ token: true })
  .extend({ fullName: personNameFormField(), confirmPassword: confirmField })
  .refine(passwordsMatch, { error: AUTH_MESSAGES.passwordsDiffer, path: ["confirmPassword"] });

/** POST /api/register: the same answer whether or not the address already has an account. */
export const registrationAnswerSchema = z.object({
  status: z.literal("verification_sent"),
  email: z.string(),
});
export type RegistrationAnswer = z.infer<typeof registrationAnswerSchema>;

/** Resend verification and forgot password: the same answer whether or not the account exists. */
export const emailRequestAnswerSchema = z.object({ status: z.literal("sent"), email: z.string() });
export type EmailRequestAnswer = z.infer<typeof emailRequestAnswerSchema>;

export const emailVerifiedAnswerSchema = z.object({
  status: z.literal("verified"),
  email: z.string(),
});
export type EmailVerifiedAnswer = z.infer<typeof emailVerifiedAnswerSchema>;

export const passwordResetAnswerSchema = z.object({ status: z.literal("password_reset") });
export type PasswordResetAnswer = z.infer<typeof passwordResetAnswerSchema>;

/** A pending invitation as admins see it on /teams. */
export const invitationViewSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.string(),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

/** What /auth/invite shows before the invitee chooses a username and password. */
export interface InvitationPreview {
  email: string;
  role: string;
  expiresAt: string;
}
