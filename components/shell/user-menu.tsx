"use client";

import { LogOut, Settings, Shield, User, Users } from "lucide-react";
import Link from "next/link";
import { UserAvatar } from "@/components/user/user-avatar";
import { Button } from "@/components/ui/lean";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuGroup,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useLogout } from "@/lib/client/hooks/use-user";
import type { PublicUser } from "@/lib/shared/schemas/user";
import { ADMIN_NAV, DEMO_NAV } from "./nav-items";

export function UserMenu({ user }: { user: PublicUser }) {
  const logout = useLogout();
  const isAdmin = user.role === "admin";
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size={null}
          className="inline-flex size-9 justify-center gap-2 rounded-full text-sm"
          aria-label={`Account menu for ${user.username}`}
        >
          <UserAvatar user={user} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="font-normal">
          <div className="font-medium">{user.fullName || user.username}</div>
          <div className="truncate text-xs text-muted-foreground">{user.email}</div>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/profile">
            <User className="size-4" aria-hidden /> Profile
          </Link>
        </DropdownMenuItem>
        {isAdmin ? (
          <>
            <DropdownMenuItem asChild>
              <Link href="/settings">
                <Settings className="size-4" aria-hidden /> Settings
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link href="/teams">
                <Users className="size-4" aria-hidden /> Teams
              </Link>
            </DropdownMenuItem>
          </>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => logout.mutate()} disabled={logout.isPending}>
          <LogOut className="size-4" aria-hidden /> {logout.isPending ? "Logging out..." : "Logout"}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The admin's menu: the admin pages, then the specification's demo pages under "Demos". */
export function AdminMenu() {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size={null}
          className="inline-flex h-8 justify-center gap-1 rounded-md px-3 text-xs"
          data-help-context="admin"
        >
          <Shield className="size-4" aria-hidden /> Admin
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        {ADMIN_NAV.map((item) => (
          <DropdownMenuItem key={item.href} asChild>
            <Link href={item.href}>{item.label}</Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuGroup aria-label="Demos">
          <DropdownMenuLabel className="text-xs font-semibold text-muted-foreground uppercase">
            Demos
          </DropdownMenuLabel>
          {DEMO_NAV.map((item) => (
            <DropdownMenuItem key={item.href} asChild>
              <Link href={item.href}>{item.label}</Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
