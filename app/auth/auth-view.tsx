"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Logo } from "@/components/shell/logo";
import { CheckEmailPanel } from "./check-email-panel";
import { LoginForm } from "./login-form";
import { MarketingPanel } from "./marketing-panel";
import { RegisterForm } from "./register-form";
import { SuccessOverlay } from "./success-overlay";

/** How long the "Login Successful" overlay stays before the dashboard. */
const OVERLAY_MS = 2200;

export function AuthView() {
  const router = useRouter();
  const [tab, setTab] = useState("login");
  const [succeeded, setSucceeded] = useState(false);
  /** The address a verification link was just sent to: the Register tab says to check it. */
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  useEffect(() => {
    if (!succeeded) return;
    router.prefetch("/");
    const timer = setTimeout(() => {
      router.replace("/");
      router.refresh();
    }, OVERLAY_MS);
    return () => clearTimeout(timer);
  }, [succeeded, router]);

  return (
    <div className="grid min-h-screen lg:grid-cols-2">
      <main className="flex flex-col justify-center px-6 py-12 sm:px-12">
        <div className="mx-auto w-full max-w-md space-y-8">
          <Logo />
          <div>
            <h1 className="text-2xl font-semibold tracking-tight">Welcome to Pitchside</h1>
            <p className="text-sm text-muted-foreground">
              Sign in or create an account to find sponsors for your events.
            </p>
          </div>
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="register">Register</TabsTrigger>
            </TabsList>
            <TabsContent value="login" className="pt-4">
              <LoginForm onSuccess={() => setSucceeded(true)} />
            </TabsContent>
            <TabsContent value="register" className="pt-4">
              {registeredEmail ? (
                <CheckEmailPanel
                  email={registeredEmail}
                  onBack={() => {
                    setRegisteredEmail(null);
                    setTab("login");
                  }}
                />
              ) : (
                <RegisterForm onRegistered={setRegisteredEmail} />
              )}
            </TabsContent>
          </Tabs>
        </div>
      </main>
      <MarketingPanel />
      {succeeded ? <SuccessOverlay /> : null}
    </div>
  );
}
