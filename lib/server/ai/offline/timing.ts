import { LEAD_TIME_DAYS, parseIsoDate } from "@/lib/server/matching/lead-time";
import type { BudgetBand } from "@/lib/shared/profile";
import { upcomingEvents } from "../grounding";
import type { EventFacts, PropertyFacts } from "../types";
import { capitalise, dayMonthYear, monthYear } from "../words";
import { DAY_MS } from "@/lib/shared/dates";

/**
 * When to approach a sponsor: from the property's calendar and the time a deal of the sponsor's
 * size needs to be contracted and activated. Larger deals go through longer approval rounds and
 * need more production (signage, hospitality, content), so the conversation starts earlier.
 */
const DEAL_LEAD_MONTHS: Record<BudgetBand, number> = { XS: 2, S: 3, M: 4, L: 6, XL: 9 };
const DEAL_WORDS: Record<BudgetBand, string> = {
  XS: "a partnership under $1M a year",
  S: "a $1M–$5M-a-year partnership",
  M: "a $5M–$25M-a-year partnership",
  L: "a $25M–$100M-a-year partnership",
  XL: "a partnership of over $100M a year",
};

interface Timing {
  timeWindow: string;
  rationale: string;
}

function addMonths(ms: number, months: number): Date {
  const date = new Date(ms);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date;
}

/** The event timing advice is about: the one in focus, else the next on the calendar. */
export function targetEvent(property: PropertyFacts, now: string): EventFacts | null {
  return property.event ?? upcomingEvents(property.calendar, now)[0] ?? null;
}

export function approachTiming(
  property: PropertyFacts,
  band: BudgetBand | null,
  now: string,
): Timing {
  const nowMs = Date.parse(now);
  const months = band ? DEAL_LEAD_MONTHS[band] : 4;
  const size = band ? DEAL_WORDS[band] : "a new partnership";
  const event = targetEvent(property, now);
  const start = parseIsoDate(event?.startDate ?? null);
  const season = new Date(nowMs).getUTCFullYear() + 1;
  if (!event || start === null || start <= nowMs) {
    const recent = event
      ? `${event.name} has already taken place`
      : `No upcoming ${property.eventBrand.name} events are on file`;
    return {
      timeWindow: `Now, for the ${season} season`,
      rationale: `${recent}. Most brands set the next year's sponsorship budgets months ahead, and ${size} typically needs about ${months} months to contract and activate, so open the conversation now for next season.`,
    };
  }
  const ideal = addMonths(start, -months).getTime();
  const lastCall = start - LEAD_TIME_DAYS * DAY_MS;
  const when = dayMonthYear(new Date(start));
  if (nowMs < ideal) {
    const opens = Math.max(nowMs, addMonths(ideal, -2).getTime());
    const from = opens <= nowMs ? "Now" : monthYear(new Date(opens));
    return {
      timeWindow: `${from} – ${monthYear(new Date(ideal))}`,
      rationale: `${event.name} starts ${when}. ${capitalise(size)} typically needs about ${months} months to contract and activate (signage, hospitality, content), so the first meeting should happen by ${monthYear(new Date(ideal))}.`,
    };
  }
  if (nowMs < lastCall) {
    return {
      timeWindow: `Now – ${monthYear(new Date(lastCall))}`,
      rationale: `${event.name} starts ${when}, less than the ${months} months ${size} usually needs. Pitch a package that activates fast (hospitality, digital content) before ${dayMonthYear(new Date(lastCall))} and use it as a trial for a full partnership next season.`,
    };
  }
  return {
    timeWindow: `Now, for the ${season} season`,
    rationale: `${event.name} starts ${when}: under ${LEAD_TIME_DAYS / 7} weeks is too little time to activate a new partnership. Invite the brand as a guest to see the event and pitch next season.`,
  };
}
