/**
 * The main navigation, in the header and the mobile menu (docs/product.md#the-shell-and-event-context).
 * Icons are the mobile menu's only (nav-icons.ts): the header loads with every page and shows
 * labels alone, so it does not carry them.
 */
export const MAIN_NAV = [
  { href: "/", label: "Dashboard" },
  { href: "/event-brands", label: "Event Brands" },
  { href: "/sponsor-brands", label: "Sponsor Brands" },
  { href: "/specific-events", label: "Specific Events" },
  { href: "/current-sponsors", label: "Deals" },
  { href: "/inventory", label: "Inventory" },
  { href: "/fulfilment", label: "Fulfilment" },
  { href: "/renewals", label: "Renewals" },
  { href: "/reports", label: "Pipeline" },
  { href: "/proposals", label: "Proposals" },
  { href: "/industry-insights", label: "Insights" },
] as const;

export type MainNavHref = (typeof MAIN_NAV)[number]["href"];

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
