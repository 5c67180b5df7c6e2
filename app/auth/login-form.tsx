"use client";

import Link from "next/link";
import { useRef } from "react";
import { errorReason, useLogin } from "@/lib/client/hooks/use-account-requests";
import { useZodForm } from "@/lib/client/use-form";
import { loginCheck } from "@/lib/shared/auth-rules";
import { AuthSubmit } from "./auth-submit";
import { ResendVerificationForm } from "./resend-verification";
import { useAccountForm } from "./use-account-form";
import { Field, Input } from "@/components/ui/lean";

const linkClass = "font-medium text-primary underline-offset-4 hover:underline";

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const form = useZodForm(loginCheck, { username: "", password: "", rememberMe: false });
  const login = useLogin();
  // A native checkbox, read when the form is sent: a tick given before hydration is kept.
  const rememberMe = useRef<HTMLInputElement>(null);
  const reason = errorReason(login.error);
  const identifier = String(form.values.username ?? "").trim();
  const formProps = useAccountForm(form, (input, showServerError) =>
    login.mutate(
      { ...input, rememberMe: rememberMe.current?.checked === true },
      { onSuccess, onError: showServerError },
    ),
  );

  return (
    <div className="space-y-4">
      <form {...formProps} className="space-y-4">
        {/* The sign-in identifier is the username or the email address (POST /api/login). */}
        <Field label="Username or email" error={form.errors.username}>
          <Input
            {...form.bind("username")}
            autoComplete="username"
            placeholder="you@company.com or username"
          />
        </Field>
        <Field label="Password" error={form.errors.password}>
          <Input {...form.bind("password")} type="password" autoComplete="current-password" />
        </Field>
        <div className="flex items-center justify-between gap-2">
          <label className="flex items-center gap-2 text-sm">
            <input
              ref={rememberMe}
              type="checkbox"
              name="rememberMe"
              className="size-4 shrink-0 accent-primary"
            />
            Remember me for 30 days
          </label>
          <Link href="/auth/forgot-password" className={`text-sm ${linkClass}`}>
            Forgot password?
          </Link>
        </div>
        <AuthSubmit
          error={login.error && !Object.keys(form.errors).length ? login.error.message : null}
          pending={login.isPending}
          label="Login"
          pendingLabel="Signing in..."
        />
      </form>
      {reason === "password_reset_required" ? (
        <p className="text-sm">
          <Link href="/auth/forgot-password" className={linkClass}>
            Choose a new password
          </Link>
        </p>
      ) : null}
      {reason === "email_unverified" ? (
        // A form of its own, outside the sign-in form (forms cannot nest).
        <ResendVerificationForm initialEmail={identifier.includes("@") ? identifier : ""} />
      ) : null}
    </div>
  );
}
