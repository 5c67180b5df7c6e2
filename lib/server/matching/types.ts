import type { EventProfile, SponsorProfile } from "@/lib/shared/schemas/profile";

/**
 * The matching engine's inputs and outputs. The engine is pure functions, no I/O: `scoreSponsor`
 * (score.ts) is the one-call API. For many sponsors: `compileSponsors` (compile-sponsors.ts) once,
 * reusable for every context, `compileContext` (compile-context.ts) once per property or event,
 * `rankSponsors` (rank.ts), then `explain(sponsorAt(set, row.index), context)` for the rows a
 * screen shows.
 */

export interface MatchSponsor {
  id: number;
  name: string;
  industry: string | null;
  profile: SponsorProfile | null;
}

export interface MatchEventBrand {
  id: number;
  name: string;
  profile: EventProfile | null;
}

export interface MatchEvent {
  id: number;
  name: string;
  /** ISO yyyy-mm-dd. */
  startDate: string | null;
  endDate: string | null;
  locationName: string | null;
  /** Free text as users type it ("USA", "England", "KSA"); normalised by `countryInfo`. */
  locationCountry: string | null;
}

export type MatchContext =
  | { kind: "event-brand"; eventBrand: MatchEventBrand }
  | { kind: "specific-event"; eventBrand: MatchEventBrand; event: MatchEvent };

export interface MatchOptions {
  /** The moment lead time is measured from. Without it, no time-dependent adjustment is made. */
  now?: Date;
}

export interface MatchScores {
  audienceMatch: number;
  valueMatch: number;
  brandValueMatch: number;
  matchPercentage: number;
}

export type MatchFactor =
  | "audience"
  | "brand-values"
  | "budget"
  | "reach"
  | "markets"
  | "host-market"
  | "sports-sponsorship"
  | "lead-time"
  | "sponsor-profile"
  | "event-profile";

export interface MatchReason {
  factor: MatchFactor;
  /** Signed points of matchPercentage against the neutral baseline of 50, one decimal. */
  impact: number;
  text: string;
  /** The evidence the text names, linked to its sources (a sourced track record's deals). */
  links?: { label: string; url: string }[];
}

export interface MatchResult extends MatchScores {
  sponsorId: number;
  /** "low" when either profile is missing: the scores are then a neutral placeholder. */
  confidence: "high" | "low";
  reasons: MatchReason[];
}

export interface RankedSponsor extends MatchScores {
  /** Position of the sponsor in the compiled input, e.g. for `explain(sponsorAt(set, index), …)`. */
  index: number;
  id: number;
}
