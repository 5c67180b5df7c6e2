import type {
  MatchEvent,
  MatchEventBrand,
  MatchResult,
  MatchSponsor,
} from "@/lib/server/matching/types";
import type { SponsorProfile, SportsSponsorship } from "@/lib/shared/schemas/profile";
import type {
  ActivationIdea,
  AiProvenance,
  AiProviderName,
  DeepResearch,
  NewsImplications,
  RecommendationTexts,
} from "@/lib/shared/schemas/ai";

/**
 * What the providers are given. Inputs are plain JSON (no Dates, no class instances) so that job
 * steps can memoise them and prompts can quote them.
 */

/** The sponsor as the matching engine sees it, plus what prompts and offline texts quote. */
export interface SponsorFacts extends MatchSponsor {
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
}

/** An event as the matching engine sees it (ISO dates), plus its description. */
export interface EventFacts extends MatchEvent {
  description: string | null;
}

export interface PropertyFacts {
  eventBrand: MatchEventBrand & {
    description: string | null;
    audience: string | null;
    website: string | null;
    logoUrl: string | null;
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

/** The sponsor's industry on file: its closest rivals, and who is known to sponsor sport. */
export interface IndustryPeers {
  /** How many other brands of the sponsor's industry are on file. */
  total: number;
  /**
   * The sponsor's real rivals: comparable size and markets, known sports deals first among equals;
   * most alike first, at most 12 (docs/product.md, "Research competitors").
   */
  rivals: PeerFacts[];
  /** Every other brand of the industry whose sports deals are on file, most alike first. */
  withDeals: PeerFacts[];
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
  peers: IndustryPeers;
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
  /** Partnership level the match implies (the sponsor grid's tiers). */
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

/**
 * What the executive summary of a proposal is written from. The summary is sponsor copy (it goes
 * out with the proposal), so these are only facts the sponsor may read: no match score, engine
 * reasons, research text or budget estimate.
 */
export interface ProposalSummaryInput {
  sponsorName: string;
  propertyName: string;
  /** The event and property, or the property. */
  contextName: string;
  tier: string;
  /** What both sides share, in plain words ("Shared values: innovation and performance"). */
  fit: string[];
  /** The names of the sponsor's strategic priorities. */
  priorities: string[];
  ideaCount: number;
  /** "$1.2M–$2.5M", or null when no figure is quoted. */
  investment: string | null;
  /** The rule-based summary: what the offline provider answers, and a model's starting point. */
  draft: string;
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

/**
 * The AI behind Pitchside's research and creative work. Two implementations: OpenAI (or any
 * OpenAI-compatible server) when OPENAI_API_KEY is set, and a built-in offline provider that
 * derives results from the catalogue and the rule-based engines and labels them as such.
 */
export interface AiProvider {
  readonly name: AiProviderName;
  /** Deep research on one sponsor for one property (`data.deepResearch`). */
  researchSponsor(input: ResearchInput, options?: AiCallOptions): Promise<AiResult<DeepResearch>>;
  /** `input.count` activation ideas for a sponsor at a property. */
  generateActivationIdeas(
    input: ActivationInput,
    options?: AiCallOptions,
  ): Promise<AiResult<ActivationIdea[]>>;
  /** Sales texts for engine-ranked sponsors of a specific event, one per candidate, same order. */
  describeRecommendations(
    input: RecommendationInput,
    options?: AiCallOptions,
  ): Promise<AiResult<RecommendationTexts[]>>;
  /** A photographic scene for a mockup, or null when this provider draws none (use a template). */
  generateSceneImage(
    input: SceneInput,
    options?: AiCallOptions,
  ): Promise<AiResult<SceneImage> | null>;
  /** What a news item on a company means for a rights-holder (watchlist news). */
  assessNews(input: NewsInput, options?: AiCallOptions): Promise<AiResult<NewsImplications>>;
  /** The executive summary of a proposal: a short paragraph of plain text. */
  writeProposalSummary(
    input: ProposalSummaryInput,
    options?: AiCallOptions,
  ): Promise<AiResult<{ summary: string }>>;
}
