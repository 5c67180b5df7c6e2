import { BUDGET_BAND_RANGES_USD } from "@/lib/shared/profile";
import type { DeepResearch } from "@/lib/shared/schemas/ai";
import { seededRandom } from "@/lib/shared/seeded-random";
import type { ResearchInput } from "../types";
import { adaptIdea, placeholderValues, selectIdeas, stagingEvent } from "./activations";
import { competitiveSponsorship } from "./competition";
import {
  brandValueList,
  considerationList,
  growthTrajectory,
  marketingFocus,
  overviewText,
  riskList,
  strategicInitiatives,
  strengthList,
  targetAudienceList,
} from "./research-texts";
import { hashSeed } from "./seed";
import { approachTiming } from "./timing";

/** Offline deep research: every research field from the catalogue, the engine and the calendar. */
export function buildDeepResearch(input: ResearchInput): DeepResearch {
  const { sponsor, property, match, peers, now } = input;
  const random = seededRandom(
    hashSeed("research", sponsor.id, property.eventBrand.id, property.event?.id),
  );
  const band = sponsor.profile?.budgetBand ?? null;
  const range = band ? BUDGET_BAND_RANGES_USD[band] : null;
  const event = stagingEvent(sponsor, property, now, random);
  const values = placeholderValues(sponsor, property, event);
  const ideas = selectIdeas(
    { sponsor, property, count: 3, existingTitles: [] },
    values,
    random,
  ).map((idea) => {
    const adapted = adaptIdea(idea, sponsor, values);
    return { title: adapted.title, description: adapted.description };
  });
  return {
    overview: overviewText(input),
    targetAudience: targetAudienceList(sponsor, match),
    brandValues: brandValueList(sponsor, property),
    growthTrajectory: growthTrajectory(sponsor),
    strategicInitiatives: strategicInitiatives(sponsor, property),
    currentMarketingFocus: marketingFocus(sponsor),
    activationIdeas: ideas,
    riskAssessment: riskList(sponsor, property, match, peers.withDeals),
    competitiveSponsorship: competitiveSponsorship(sponsor, property, peers),
    optimalTimingToApproach: approachTiming(property, band, now),
    predictedBudgetRange: {
      min: range?.min ?? 0,
      max: range ? range.max : null,
      currency: "USD",
    },
    strengths: strengthList(sponsor, match),
    considerations: considerationList(sponsor, match),
  };
}
