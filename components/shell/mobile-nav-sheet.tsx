"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { Fragment } from "react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { useLogout } from "@/lib/client/hooks/use-user";
import { cn } from "@/lib/cn";
import type { PublicUser } from "@/lib/shared/schemas/user";
import { ContextSwitcher } from "./context-switcher";
import { NAV_ICONS } from "./nav-icons";
import { ADMIN_NAV, DEMO_NAV, isActivePath, MAIN_NAV } from "./nav-items";

/** The 280 px side menu of small screens (loaded the first time it opens). */
export function MobileNavSheet({
  user,
  open,
  setOpen,
}: {
  user: PublicUser | null;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const pathname = usePathname();
  const logout = useLogout();
  const close = () => setOpen(false);
  const linkClass = (href: string) =>
    cn(
      "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium hover:bg-muted",
      isActivePath(pathname, href) && "bg-muted text-primary",
    );
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetContent side="left" className="w-[280px] max-w-[280px] overflow-y-auto">
        <SheetHeader>
          <SheetTitle>Pitchside</SheetTitle>
        </SheetHeader>
        {user ? (
          <nav aria-label="Mobile" className="flex flex-col gap-1 px-2 pb-6">
            <ContextSwitcher placement="menu" />
            {MAIN_NAV.map((item) => {
              const Icon = NAV_ICONS[item.href];
              return (
                <Link
                  key={item.href}
                  href={item.href}
                  className={linkClass(item.href)}
                  onClick={close}
                >
                  <Icon className="size-4" aria-hidden /> {item.label}
                </Link>
              );
            })}
            <div className="mt-4 px-3 text-xs font-semibold text-muted-foreground uppercase">
              Account
            </div>
            <Link href="/profile" className={linkClass("/profile")} onClick={close}>
              Profile
            </Link>
            {user.role === "admin" ? (
              <>
                <Link href="/settings" className={linkClass("/settings")} onClick={close}>
                  Settings
                </Link>
                {(
                  [
                    ["Admin", ADMIN_NAV],
                    ["Demos", DEMO_NAV],
                  ] as const
                ).map(([heading, items]) => (
                  <Fragment key={heading}>
                    <div className="mt-4 px-3 text-xs font-semibold text-muted-foreground uppercase">
                      {heading}
                    </div>
                    {items.map((item) => (
                      <Link
                        key={item.href}
                        href={item.href}
                        className={linkClass(item.href)}
                        onClick={close}
                      >
                        {item.label}
                      </Link>
                    ))}
                  </Fragment>
                ))}
              </>
            ) : null}
            <Button
              variant="outline"
              className="mt-4"
              onClick={() => logout.mutate()}
              disabled={logout.isPending}
            >
              Logout
            </Button>
          </nav>
        ) : (
          <div className="px-4">
            <Button asChild className="w-full">
              <Link href="/auth" onClick={close}>
                Login
              </Link>
            </Button>
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}
