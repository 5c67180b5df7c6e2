"use client";

import { useRef } from "react";
import type {
  EmailRequestAnswer,
  EmailVerifiedAnswer,
  InvitationAcceptInput,
  PasswordResetAnswer,
  RegistrationAnswer,
  ResetPasswordInput,
} from "@/lib/shared/schemas/account";
import type { LoginInput, PublicUser, RegisterInput } from "@/lib/shared/schemas/user";
import { greeting } from "@/lib/shared/greeting";
import { apiRequest } from "../api";
import { useRequest } from "../use-request";
import { toast, toastError } from "../use-toast";

/**
 * The requests of the pages a signed-out visitor uses (sign-in, registration, the emailed links).
 * They do without React Query, which those pages do not load: each page moves on by navigating
 * (the signed-in app loads the user on the server), so there is no cache to update.
 */

/** Why the server refused: `details.reason` of an error (e.g. "email_unverified", "link_expired"). */
export function errorReason(error: unknown): string | undefined {
  const details = (error as { details?: unknown } | null)?.details;
  if (!details || typeof details !== "object" || Array.isArray(details)) return undefined;
  const reason = (details as { reason?: unknown }).reason;
  return typeof reason === "string" ? reason : undefined;
}

export function useLogin() {
  return useRequest((input: LoginInput) => apiRequest<PublicUser>("POST", "/api/login", input), {
    onSuccess: (user) => {
      toast({ title: "Login successful", description: `${greeting(user)}!`, variant: "success" });
    },
    onError: (error) => {
      toast({
        title: "Login failed",
        description: error.message || "Login failed",
        variant: "destructive",
      });
    },
  });
}

/**
 * Registration signs nobody in: it emails a verification link (see docs/product.md). A success
 * closes the 'Registration failed' toast of an earlier attempt, so the two never stand together.
 */
export function useRegister() {
  const failure = useRef<{ dismiss: () => void } | null>(null);
  return useRequest(
    (input: RegisterInput) => apiRequest<RegistrationAnswer>("POST", "/api/register", input),
    {
      onSuccess: (answer) => {
        failure.current?.dismiss();
        failure.current = null;
        toast({
          title: "Registration successful",
          description: `We sent a verification link to ${answer.email}. Open it to activate your account.`,
          variant: "success",
        });
      },
      onError: (error) => {
        failure.current?.dismiss();
        failure.current = toast({
          title: "Registration failed",
          description: error.message,
          variant: "destructive",
        });
      },
    },
  );
}

/** A new verification link; the server answers the same for any address. */
export function useResendVerification() {
  return useRequest(
    (email: string) =>
      apiRequest<EmailRequestAnswer>("POST", "/api/auth/resend-verification", { email }),
    {
      onSuccess: (answer) => {
        toast({
          title: "Verification email sent",
          description: `If ${answer.email} has an account waiting for verification, a new link is on its way.`,
          variant: "success",
        });
      },
      onError: (error) => toastError(error),
    },
  );
}

export function useVerifyEmail() {
  return useRequest((token: string) =>
    apiRequest<EmailVerifiedAnswer>("POST", "/api/auth/verify-email", { token }),
  );
}

/** Forgot password: the server answers the same whether or not the account exists. */
export function useForgotPassword() {
  return useRequest((email: string) =>
    apiRequest<EmailRequestAnswer>("POST", "/api/auth/forgot-password", { email }),
  );
}

export function useResetPassword() {
  return useRequest(
    (input: ResetPasswordInput) =>
      apiRequest<PasswordResetAnswer>("POST", "/api/auth/reset-password", input),
    {
      onSuccess: () => {
        toast({
          title: "Password changed",
          description: "Sign in with your new password.",
          variant: "success",
        });
      },
    },
  );
}

/** Accept an invitation: the account is created and signed in. */
export function useAcceptInvitation() {
  return useRequest(
    (input: InvitationAcceptInput) =>
      apiRequest<PublicUser>("POST", "/api/invitations/accept", input),
    {
      onSuccess: (user) => {
        toast({
          title: "Welcome to Pitchside",
          description: `Your account ${user.username} is ready.`,
          variant: "success",
        });
      },
    },
  );
}
