"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  EmailRequestAnswer,
  EmailVerifiedAnswer,
  InvitationAcceptInput,
  PasswordResetAnswer,
  ResetPasswordInput,
} from "@/lib/shared/schemas/account";
import type { PublicUser } from "@/lib/shared/schemas/user";
import { apiRequest } from "../api";
import { currentUserQuery } from "@/lib/shared/queries/account";
import { setApiQueryData } from "../queries";
import { teamQuery } from "@/lib/shared/queries/team";
import { toast, toastError } from "../use-toast";

/** Why the server refused: `details.reason` of an error (e.g. "email_unverified", "link_expired"). */
export function errorReason(error: unknown): string | undefined {
  const details = (error as { details?: unknown } | null)?.details;
  if (!details || typeof details !== "object" || Array.isArray(details)) return undefined;
  const reason = (details as { reason?: unknown }).reason;
  return typeof reason === "string" ? reason : undefined;
}

/** A new verification link; the server answers the same for any address. */
export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<EmailRequestAnswer>("POST", "/api/auth/resend-verification", { email }),
    onSuccess: (answer) => {
      toast({
        title: "Verification email sent",
        description: `If ${answer.email} has an account waiting for verification, a new link is on its way.`,
        variant: "success",
      });
    },
    onError: (error) => toastError(error),
  });
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<EmailVerifiedAnswer>("POST", "/api/auth/verify-email", { token }),
  });
}

/** Forgot password: the server answers the same whether or not the account exists. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<EmailRequestAnswer>("POST", "/api/auth/forgot-password", { email }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      apiRequest<PasswordResetAnswer>("POST", "/api/auth/reset-password", input),
    onSuccess: () => {
      toast({
        title: "Password changed",
        description: "Sign in with your new password.",
        variant: "success",
      });
    },
  });
}

/** Accept an invitation: the account is created and signed in. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitationAcceptInput) =>
      apiRequest<PublicUser>("POST", "/api/invitations/accept", input),
    onSuccess: (user) => {
      setApiQueryData(queryClient, currentUserQuery, undefined, user);
      toast({
        title: "Welcome to Pitchside",
        description: `Your account ${user.username} is ready.`,
        variant: "success",
      });
    },
  });
}

/** An admin makes a member choose a new password (signs them out, emails a reset link). */
export function useForcePasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<PublicUser>("POST", `/api/users/${id}/force-password-reset`),
    onSuccess: (user) => {
      setApiQueryData(queryClient, teamQuery, undefined, (list) =>
        list?.map((item) => (item.id === user.id ? user : item)),
      );
      toast({
        title: "Password reset required",
        description: `${user.username} was signed out and emailed a link to choose a new password.`,
        variant: "success",
      });
    },
    onError: (error) => toastError(error),
  });
}
