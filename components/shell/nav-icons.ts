import {
  BarChart3,
  Building2,
  CalendarDays,
  FileSignature,
  FileText,
  Handshake,
  LayoutDashboard,
  LineChart,
  Package,
  Receipt,
  type LucideIcon,
} from "lucide-react";
import type { MainNavHref } from "./nav-items";

/** The mobile menu's icon of each main navigation entry (loaded with the menu, not the page). */
export const NAV_ICONS: Record<MainNavHref, LucideIcon> = {
  "/": LayoutDashboard,
  "/event-brands": Building2,
  "/sponsor-brands": Handshake,
  "/specific-events": CalendarDays,
  "/current-sponsors": Receipt,
  "/inventory": Package,
  "/contracts": FileSignature,
  "/reports": LineChart,
  "/proposals": FileText,
  "/industry-insights": BarChart3,
};
