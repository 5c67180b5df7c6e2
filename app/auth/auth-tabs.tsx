"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useEffect, useState, type KeyboardEvent, type MouseEvent } from "react";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";

// What shows only after a request succeeded loads then, not with the page.
const CheckEmailPanel = dynamic(
  () => import("./check-email-panel").then((m) => m.CheckEmailPanel),
  {
    ssr: false,
  },
);
const SuccessOverlay = dynamic(() => import("./success-overlay").then((m) => m.SuccessOverlay), {
  ssr: false,
});

/** How long the "Login Successful" overlay stays before the dashboard. */
const OVERLAY_MS = 2200;

type Tab = "login" | "register";
const TABS: ReadonlyArray<{ id: Tab; label: string; href: string }> = [
  { id: "login", label: "Login", href: "/auth" },
  { id: "register", label: "Register", href: "/auth?tab=register" },
];

/**
 * The Login and Register tabs (the WAI-ARIA tabs pattern, arrow keys included). Each tab is also a
 * link to the page with that tab open, so a click before the page's JavaScript has loaded still
 * switches; afterwards the switch happens in place and the address follows.
 */
export function AuthTabs({ initialTab }: { initialTab: Tab }) {
  const router = useRouter();
  const [tab, setTab] = useState<Tab>(initialTab);
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

  const select = (next: Tab, focus = false) => {
    setTab(next);
    window.history.replaceState(null, "", TABS.find((item) => item.id === next)?.href);
    if (focus) document.getElementById(`auth-tab-${next}`)?.focus();
  };
  const onClick = (next: Tab) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    select(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, Tab> = {
      ArrowLeft: tab === "login" ? "register" : "login",
      ArrowRight: tab === "login" ? "register" : "login",
      Home: "login",
      End: "register",
    };
    const next = moves[event.key];
    if (!next) return;
    event.preventDefault();
    select(next, true);
  };

  return (
    <div className="flex flex-col gap-2">
      <div
        role="tablist"
        aria-label="Sign in or register"
        className="grid h-9 w-full grid-cols-2 items-center rounded-lg bg-muted p-1 text-muted-foreground"
        onKeyDown={onKeyDown}
      >
        {TABS.map((item) => {
          const selected = item.id === tab;
          return (
            <a
              key={item.id}
              id={`auth-tab-${item.id}`}
              role="tab"
              href={item.href}
              aria-selected={selected}
              aria-controls={selected ? `auth-panel-${item.id}` : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={onClick(item.id)}
              className="inline-flex h-full items-center justify-center rounded-md px-3 py-1 text-sm font-medium whitespace-nowrap transition-colors hover:text-foreground aria-selected:bg-background aria-selected:text-foreground aria-selected:shadow-sm"
            >
              {item.label}
            </a>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`auth-panel-${tab}`}
        aria-labelledby={`auth-tab-${tab}`}
        tabIndex={0}
        className="pt-4 outline-none"
      >
        {tab === "login" ? (
          <LoginForm onSuccess={() => setSucceeded(true)} />
        ) : registeredEmail ? (
          <CheckEmailPanel
            email={registeredEmail}
            onBack={() => {
              setRegisteredEmail(null);
              select("login");
            }}
          />
        ) : (
          <RegisterForm onRegistered={setRegisteredEmail} />
        )}
      </div>
      {succeeded ? <SuccessOverlay /> : null}
    </div>
  );
}
