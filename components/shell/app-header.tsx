"use client";

import { HelpCircle } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { PublicUser } from "@/lib/shared/schemas/user";
import { ContextSwitcher } from "./context-switcher";
import { toggleHelpMode } from "./help-mode";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";
import { NotificationCentre } from "./notification-centre";
import { isActivePath, MAIN_NAV } from "./nav-items";
import { DevToolsMenu, UserMenu } from "./user-menu";

export function AppHeader({ user }: { user: PublicUser | null }) {
  const pathname = usePathname();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <MobileNav user={user} />
        <Logo />
        {user ? (
          <>
            <ContextSwitcher className="hidden lg:inline-flex" />
            <nav aria-label="Main" className="ml-2 hidden items-center gap-1 md:flex">
              {MAIN_NAV.map((item) => {
                const active = isActivePath(pathname, item.href);
                return (
                  <Link
                    key={item.href}
                    href={item.href}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground",
                      active && "bg-muted text-foreground",
                    )}
                  >
                    {item.label}
                  </Link>
                );
              })}
            </nav>
            <div className="ml-auto flex items-center gap-1">
              <Button
                variant="ghost"
                size="icon"
                aria-label="Help mode: click a part of the page to learn about it"
                onClick={() => toggleHelpMode()}
              >
                <HelpCircle className="size-5" aria-hidden />
              </Button>
              {user.role === "admin" ? (
                <span className="hidden md:inline-flex">
                  <DevToolsMenu />
                </span>
              ) : null}
              <NotificationCentre />
              <UserMenu user={user} />
            </div>
          </>
        ) : (
          <div className="ml-auto">
            <Button asChild>
              <Link href="/auth">Login</Link>
            </Button>
          </div>
        )}
      </div>
    </header>
  );
}
