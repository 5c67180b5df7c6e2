import {
  BarChart3,
  Building2,
  CalendarDays,
  FileText,
  Handshake,
  LayoutDashboard,
  LineChart,
  Package,
  Receipt,
  type LucideIcon,
} from "lucide-react";

interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
}

/** The main navigation, in the header and the mobile menu (docs/product.md#the-shell-and-event-context). */
export const MAIN_NAV: NavItem[] = [
  { href: "/", label: "Dashboard", icon: LayoutDashboard },
  { href: "/event-brands", label: "Event Brands", icon: Building2 },
  { href: "/sponsor-brands", label: "Sponsor Brands", icon: Handshake },
  { href: "/specific-events", label: "Specific Events", icon: CalendarDays },
  { href: "/current-sponsors", label: "Deals", icon: Receipt },
  { href: "/inventory", label: "Inventory", icon: Package },
  { href: "/reports", label: "Pipeline", icon: LineChart },
  { href: "/proposals", label: "Proposals", icon: FileText },
  { href: "/industry-insights", label: "Insights", icon: BarChart3 },
];

/** The admin's menu: the admin pages. */
export const ADMIN_NAV = [
  { href: "/admin", label: "Admin Panel" },
  { href: "/teams", label: "Teams" },
  { href: "/research-progress", label: "Research Progress" },
  { href: "/admin/outbox", label: "Outbox" },
  { href: "/admin/audit", label: "Audit log" },
  { href: "/admin/api-tokens", label: "API tokens" },
  { href: "/admin/webhooks", label: "Webhooks" },
] as const;

/** Showcases kept from the specification, reachable from the admin menu but not shown as product. */
export const DEMO_NAV = [
  { href: "/progress-demo", label: "Progress Demo" },
  { href: "/loading-demo", label: "Loading States" },
  { href: "/error-handling-demo", label: "Error Handling" },
] as const;

export function isActivePath(pathname: string, href: string): boolean {
  if (href === "/") return pathname === "/" || pathname === "/dashboard";
  return pathname === href || pathname.startsWith(`${href}/`);
}
