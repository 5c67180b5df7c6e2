import type { MatchEvent } from "./types";
import { DAY_MS } from "@/lib/shared/dates";

/**
 * How far away a specific event is. A large new partnership needs weeks to contract and
 * activate (signage, hospitality, content), so an event closer than LEAD_TIME_DAYS costs points in
 * proportion to the deal size the sponsor's budget band implies. An edition already under way or
 * over costs nothing: its fit is what a salesperson uses to pitch the next edition, and the
 * screens say that the date has passed.
 */
export const LEAD_TIME_DAYS = 56;
/** Full short-notice penalty (event today) by budget band index XS, S, M, L, XL. */
export const SHORT_NOTICE_PENALTY: readonly number[] = [0, 3, 6, 10, 12];

export interface LeadTime {
  status: "unknown" | "upcoming" | "ongoing" | "past";
  /** Whole days from `now` to the start date (negative once started); 0 when unknown. */
  days: number;
  startDate: string | null;
}

const UNKNOWN: LeadTime = { status: "unknown", days: 0, startDate: null };

/** Milliseconds at 00:00 UTC of an ISO yyyy-mm-dd date, or null when it is not a real date. */
export function parseIsoDate(text: string | null): number | null {
  const match = text ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? ms : null;
}

export function leadTimeOf(event: MatchEvent | null, now: Date | undefined): LeadTime {
  const start = event ? parseIsoDate(event.startDate) : null;
  if (!event || start === null || !now || Number.isNaN(now.getTime())) return UNKNOWN;
  const end = parseIsoDate(event.endDate) ?? start;
  const nowMs = now.getTime();
  const days = Math.floor((start - nowMs) / DAY_MS);
  const startDate = event.startDate;
  if (nowMs < start) return { status: "upcoming", days, startDate };
  return { status: nowMs < end + DAY_MS ? "ongoing" : "past", days, startDate };
}

/** Points added to matchPercentage (zero or negative). `budget` is -1 when unknown. */
export function leadTimeAdjustment(lead: LeadTime, budget: number): number {
  if (lead.status !== "upcoming" || lead.days >= LEAD_TIME_DAYS) return 0;
  const full = SHORT_NOTICE_PENALTY[budget] ?? 0;
  // `0 -` rather than unary minus, so no penalty is +0 and never -0.
  return 0 - Math.round((full * (LEAD_TIME_DAYS - lead.days)) / LEAD_TIME_DAYS);
}
