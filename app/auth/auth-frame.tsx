"use client";

import Link from "next/link";
import { useEffect, useRef, type ReactNode } from "react";
import { Logo } from "@/components/shell/logo";
import { buttonClass } from "@/components/ui/lean";

/**
 * The frame of the account pages reached from emails (verify, forgot and reset password, invite):
 * no header or footer, like /auth, with the page's one heading and a way back to sign in. With
 * `focusHeading` (a view that replaced another after an action) the heading takes the focus, so
 * a screen reader reads the new state.
 */
export function AuthFrame({
  title,
  description,
  children,
  backToSignIn = true,
  focusHeading = false,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  backToSignIn?: boolean;
  focusHeading?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  return (
    <main className="flex min-h-screen items-center justify-center px-6 py-12">
      <div className="w-full max-w-md space-y-8">
        <Logo prefetch={false} />
        <div className="space-y-2">
          <h1
            ref={heading}
            tabIndex={-1}
            className="text-2xl font-semibold tracking-tight outline-none"
          >
            {title}
          </h1>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {children}
        {backToSignIn ? (
          <p className="text-sm">
            <Link
              href="/auth"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Back to sign in
            </Link>
          </p>
        ) : null}
      </div>
    </main>
  );
}

/** The end of a flow that leaves the person ready to sign in (address verified, password reset). */
export function ReadyToSignIn({ title, description }: { title: string; description: string }) {
  return (
    <AuthFrame title={title} description={description} backToSignIn={false} focusHeading>
      <Link href="/auth" className={buttonClass("default", "w-full")}>
        Sign in
      </Link>
    </AuthFrame>
  );
}
