import type { MatchResult } from "@/lib/server/matching/types";
import type { EventProfile, SponsorProfile, SportsSponsorship } from "@/lib/shared/profile";
import type { AiProvenance } from "@/lib/shared/schemas/ai";

/**
 * What the providers are given. Inputs are plain JSON (no Dates, no class instances) so that job
 * steps can memoise them and prompts can quote them.
 */

export interface SponsorFacts {
  id: number;
  name: string;
  industry: string | null;
  headquarters: string | null;
  overview: string | null;
  website: string | null;
  /** `#rrggbb`, or null when neither the row nor the catalogue knows it. */
  brandColor: string | null;
  revenue: {
    amountUsd: number | null;
    /** As shown to people, e.g. "$11.9B (2024, estimate)". */
    text: string;
    source: string | null;
  } | null;
  /** The catalogue profile the matching engine uses; null when the brand has none. */
  profile: SponsorProfile | null;
}

export interface EventFacts {
  id: number;
  name: string;
  /** ISO yyyy-mm-dd. */
  startDate: string | null;
  endDate: string | null;
  locationName: string | null;
  locationCountry: string | null;
  description: string | null;
}

export interface PropertyFacts {
  eventBrand: {
    id: number;
    name: string;
    description: string | null;
    audience: string | null;
    website: string | null;
    logoUrl: string | null;
    profile: EventProfile | null;
  };
  /** The specific event in focus, when the request names one. */
  event: EventFacts | null;
  /** The property's events, earliest first: the calendar timing advice reads. */
  calendar: EventFacts[];
}

/** A same-industry brand and its known sports deals, for competitive context. */
export interface PeerFacts {
  name: string;
  industry: string | null;
  sponsorships: SportsSponsorship[];
}

interface Grounded {
  sponsor: SponsorFacts;
  property: PropertyFacts;
  /** The matching engine's verdict for this sponsor and context. */
  match: MatchResult;
  /** ISO timestamp the advice is relative to (lead times, "next event"). */
  now: string;
}

export interface ResearchInput extends Grounded {
  peers: PeerFacts[];
}

export interface ActivationInput extends Grounded {
  count: number;
  /** Only these categories, when given. */
  categories?: string[];
  /** Titles already generated for this sponsor and property: not to be repeated. */
  existingTitles: string[];
}

export interface RecommendationCandidate {
  sponsor: SponsorFacts;
  match: MatchResult;
  /** Partnership level the match implies (P2 §9 tiers). */
  recommendedSponsorshipSize: string;
}

export interface RecommendationInput {
  property: PropertyFacts;
  candidates: RecommendationCandidate[];
  now: string;
}

export interface SceneInput {
  sceneKey: string;
  sceneTitle: string;
  /** What the scene shows and where the blank panel for the logo is. */
  sceneDescription: string;
  activation: { title: string; description: string; category: string };
  sponsorName: string;
  propertyName: string;
  eventName: string | null;
  quality: "standard" | "high";
}

export interface NewsInput {
  company: { name: string; industry: string | null; profile: SponsorProfile | null };
  headline: string;
  summary: string | null;
  /** ISO date of the item, when the feed gives one. */
  publishedAt: string | null;
}

/** Per-call options: the job's abort signal stops a call early when the job is cancelled. */
export interface AiCallOptions {
  signal?: AbortSignal;
}

/** A provider's answer plus who made it. */
export type AiResult<T> = AiProvenance & { data: T };

export interface SceneImage {
  bytes: Buffer;
  /** As reported by the image model, for the record. */
  revisedPrompt: string | null;
}
