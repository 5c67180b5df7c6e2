import { z } from "zod";
import { ACTIVATION_CATEGORIES } from "@/lib/shared/ai-vocabulary";

/**
 * Structured results of the AI layer. The OpenAI provider validates every answer against
 * these schemas and the offline provider builds values that satisfy them, so stored results have
 * one shape whichever provider made them. Limits are generous: they reject runaway answers, not
 * a model that writes one sentence too many.
 */

export const AI_PROVIDERS = ["openai", "offline"] as const;
export type AiProviderName = (typeof AI_PROVIDERS)[number];

/** The model name the offline provider reports, so stored results never pass for live research. */
export const OFFLINE_MODEL = "pitchside-offline-1";

/** Who made a result: provider, model and when. Every AI result carries it. */
export const aiProvenanceSchema = z.object({
  provider: z.enum(AI_PROVIDERS),
  model: z.string().min(1).max(100),
  generatedAt: z.iso.datetime(),
});
export type AiProvenance = z.infer<typeof aiProvenanceSchema>;

const title = z.string().trim().min(1).max(200);
const sentence = z.string().trim().min(1).max(1000);
const paragraph = z.string().trim().min(1).max(3000);
const titled = z.object({ title, description: sentence });

export const GROWTH_STATUSES = ["growing", "stable", "other"] as const;

/** `data.deepResearch` of a sponsor brand: every field the Research tab shows. */
export const deepResearchSchema = z.object({
  overview: paragraph,
  targetAudience: z.array(sentence).min(1).max(10),
  brandValues: z.array(title).min(1).max(12),
  growthTrajectory: z.object({ status: z.enum(GROWTH_STATUSES), details: sentence }),
  strategicInitiatives: z.array(titled).min(1).max(8),
  currentMarketingFocus: z.array(sentence).min(1).max(10),
  activationIdeas: z.array(titled).min(1).max(8),
  riskAssessment: z.array(sentence).min(1).max(10),
  competitiveSponsorship: z.object({
    summary: sentence,
    competitors: z.array(z.object({ name: title, sponsorships: z.array(title).max(10) })).max(10),
  }),
  optimalTimingToApproach: z.object({ timeWindow: title, rationale: sentence }),
  /** Whole US dollars (currency says so); `max` null means open-ended ("over $100M"). */
  predictedBudgetRange: z.object({
    min: z.number().int().min(0),
    max: z.number().int().min(0).nullable(),
    currency: z.string().regex(/^[A-Z]{3}$/),
  }),
  strengths: z.array(sentence).min(1).max(10),
  considerations: z.array(sentence).min(1).max(10),
});
export type DeepResearch = z.infer<typeof deepResearchSchema>;

/** What is stored beside `data.deepResearch`: who made it, for which context, at what match. */
export const deepResearchMetaSchema = aiProvenanceSchema.extend({
  eventBrandId: z.number().int(),
  specificEventId: z.number().int().nullable(),
  matchPercentage: z.number().int().min(0).max(100),
});
export type DeepResearchMeta = z.infer<typeof deepResearchMetaSchema>;

/** The answer of a proposal's executive summary request. */
export const proposalSummaryAnswerSchema = z.object({
  summary: z.string().trim().min(1).max(3000),
});

export const activationIdeaSchema = z.object({
  title,
  description: z.string().trim().min(1).max(1500),
  category: z.enum(ACTIVATION_CATEGORIES),
});
export type ActivationIdea = z.infer<typeof activationIdeaSchema>;

/** The answer of an activation request (an object at the top, as structured outputs need). */
export const activationIdeasSchema = z.object({
  ideas: z.array(activationIdeaSchema).min(1).max(5),
});

/** A sponsor recommended for one specific event. */
export const recommendedSponsorSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1).max(255),
  industry: z.string().max(100).nullable(),
  headquarters: z.string().max(255).nullable(),
  matchPercentage: z.number().int().min(0).max(100),
  recommendedSponsorshipSize: title,
  overview: paragraph,
  audienceAlignment: sentence,
  localRelevance: sentence,
  eventSpecificBenefits: z.array(sentence).min(1).max(6),
});
export type RecommendedSponsor = z.infer<typeof recommendedSponsorSchema>;

/** The texts a provider writes for one recommended sponsor; scores come from the engine. */
export const recommendationTextsSchema = recommendedSponsorSchema.pick({
  id: true,
  overview: true,
  audienceAlignment: true,
  localRelevance: true,
  eventSpecificBenefits: true,
});
export type RecommendationTexts = z.infer<typeof recommendationTextsSchema>;
export const recommendationTextsListSchema = z.object({
  recommendations: z.array(recommendationTextsSchema).min(1).max(50),
});

/** What a news item on a watched company means for a rights-holder (watchlist news). */
export const newsImplicationsSchema = z.object({
  sponsorshipImplications: sentence,
  recentDeals: sentence,
});
export type NewsImplications = z.infer<typeof newsImplicationsSchema>;

/** The potential-sponsors job result. */
export const potentialSponsorsResultSchema = aiProvenanceSchema.extend({
  eventId: z.number().int(),
  eventName: z.string(),
  eventBrandId: z.number().int(),
  recommendations: z.array(recommendedSponsorSchema),
});
export type PotentialSponsorsResult = z.infer<typeof potentialSponsorsResultSchema>;
