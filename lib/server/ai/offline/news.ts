import { joinWords } from "@/lib/server/matching/vocab";
import type { NewsImplications } from "@/lib/shared/schemas/ai";
import type { NewsInput } from "../types";

/**
 * Offline reading of a news item: keyword signals in the headline and summary mapped to what they
 * usually mean for a sponsorship sale. It reads only the words of the item, and says so.
 */
const SIGNALS: readonly { pattern: RegExp; text: string }[] = [
  {
    pattern: /\b(sponsor\w*|partner\w*|deal|agreement|ambassador|naming rights)\b/,
    text: "A new partnership shows an active sponsorship budget: ask where your property fits beside it and check for category exclusivity.",
  },
  {
    pattern: /\b(acqui\w*|merger|takeover|buys|spin-?off)\b/,
    text: "Ownership changes often trigger a review of sponsorships: find out who the new decision-makers are.",
  },
  {
    pattern: /\b(ceo|cmo|chief (executive|marketing)|appoint\w*|names new|steps down)\b/,
    text: "A new leader usually reviews partnerships in the first months: a window to introduce the property.",
  },
  {
    pattern:
      /\b(loss|losses|cuts?|layoffs?|job cuts|declin\w*|falls?|restructur\w*|recall|probe|lawsuit|fined?)\b/,
    text: "Cost pressure or scrutiny tends to freeze new sponsorship spend: keep the relationship warm and offer a small, measurable package.",
  },
  {
    pattern:
      /\b(launch\w*|unveil\w*|introduc\w*|new (model|product|range|route)|opens?|expan\w*)\b/,
    text: "A launch or expansion needs visibility: pitch an activation that showcases it at an upcoming event in that market.",
  },
  {
    pattern:
      /\b(record|profit\w*|growth|revenue (up|rise)|beats?|strong results|raises? guidance)\b/,
    text: "Strong results usually free marketing budget: a good moment to propose.",
  },
];

const NO_SIGNAL =
  "No direct sponsorship signal in this item; keep it as context for the next conversation.";

export function newsImplications(input: NewsInput, now = new Date()): NewsImplications {
  const text = `${input.headline} ${input.summary ?? ""}`.toLowerCase();
  const signals = SIGNALS.filter((signal) => signal.pattern.test(text)).slice(0, 2);
  const implications = signals.length > 0 ? signals.map((s) => s.text).join(" ") : NO_SIGNAL;
  const deals = input.company.profile?.sportsSponsorships ?? [];
  const recentYear = now.getUTCFullYear() - 3;
  const recent = deals.filter((deal) => deal.since !== null && deal.since >= recentYear);
  const recentDeals =
    recent.length > 0
      ? `Recent deals on file: ${joinWords(recent.map((deal) => `${deal.property} (${deal.since})`))}.`
      : deals.length > 0
        ? `No deals from the last three years on file; known partnerships: ${joinWords(deals.slice(0, 3).map((deal) => deal.property))}.`
        : "No recent deals on file.";
  return {
    sponsorshipImplications: `${implications} (Offline reading of the headline, not live analysis.)`,
    recentDeals,
  };
}
