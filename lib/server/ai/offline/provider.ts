import { OFFLINE_MODEL } from "@/lib/shared/schemas/ai";
import { seededRandom } from "@/lib/shared/seeded-random";
import { aiResult } from "../result";
import type { AiProvider } from "../types";
import { adaptIdea, placeholderValues, selectIdeas, stagingEvent } from "./activations";
import { newsImplications } from "./news";
import { buildRecommendationTexts } from "./recommendations";
import { buildDeepResearch } from "./research";
import { hashSeed } from "./seed";

/**
 * The built-in provider used when no OpenAI key is set. It derives every result from the
 * catalogue, the matching engine, the event calendar and the curated libraries, deterministically,
 * and labels it provider "offline", model "pitchside-offline-1" so nobody mistakes it for live
 * research.
 */
export function createOfflineProvider(): AiProvider {
  const stamp = <T>(data: T) => aiResult("offline", OFFLINE_MODEL, data);

  return {
    name: "offline",

    async researchSponsor(input) {
      return stamp(buildDeepResearch(input));
    },

    async generateActivationIdeas(input) {
      const random = seededRandom(
        hashSeed(
          "activations",
          input.sponsor.id,
          input.property.eventBrand.id,
          input.property.event?.id,
        ),
      );
      const event = stagingEvent(input.sponsor, input.property, input.now, random);
      const values = placeholderValues(input.sponsor, input.property, event);
      const ideas = selectIdeas(input, values, random).map((idea) =>
        adaptIdea(idea, input.sponsor, values),
      );
      return stamp(ideas);
    },

    async describeRecommendations(input) {
      return stamp(buildRecommendationTexts(input.candidates, input.property));
    },

    // Offline scenes come from the hand-made templates in lib/server/mockups/scenes.
    async generateSceneImage() {
      return null;
    },

    async assessNews(input) {
      return stamp(newsImplications(input));
    },

    // The drafting rules already wrote it from the same facts.
    async writeProposalSummary(input) {
      return stamp({ summary: input.draft });
    },
  };
}
