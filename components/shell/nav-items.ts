import { Building2, CalendarDays, Handshake, LayoutDashboard, type LucideIcon } from "lucide-react";

interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
}

/** The header navigation (docs/product.md#the-shell-and-event-context). */
export const MAIN_NAV: NavItem[] = [
  { href: "/", label: "Dashboard", icon: LayoutDashboard },
  { href: "/event-brands", label: "Event Brands", icon: Building2 },
  { href: "/sponsor-brands", label: "Sponsor Brands", icon: Handshake },
  { href: "/specific-events", label: "Specific Events", icon: CalendarDays },
];

/** The admin's Dev Tools menu. */
export const DEV_TOOLS_NAV = [
  { href: "/loading-demo", label: "Loading States" },
  { href: "/error-handling-demo", label: "Error Handling" },
  { href: "/teams", label: "Teams" },
  { href: "/research-progress", label: "Research Progress" },
] as const;

export function isActivePath(pathname: string, href: string): boolean {
  if (href === "/") return pathname === "/" || pathname === "/dashboard";
  return pathname === href || pathname.startsWith(`${href}/`);
}
