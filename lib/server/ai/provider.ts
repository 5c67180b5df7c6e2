import "server-only";
import { getEnv } from "@/lib/env";
import type {
  ActivationIdea,
  AiProviderName,
  DeepResearch,
  NewsImplications,
  RecommendationTexts,
} from "@/lib/shared/schemas/ai";
import { createOfflineProvider } from "./offline/provider";
import { createOpenAiProvider } from "./openai";
import type {
  ActivationInput,
  AiCallOptions,
  AiResult,
  NewsInput,
  RecommendationInput,
  ResearchInput,
  SceneImage,
  SceneInput,
} from "./types";

/**
 * The AI behind Pitchside's research and creative work. Two implementations: OpenAI (or any
 * OpenAI-compatible server) when OPENAI_API_KEY is set, and a built-in offline provider that
 * derives results from the catalogue and the rule-based engines and labels them as such.
 */
export interface AiProvider {
  readonly name: AiProviderName;
  /** Deep research on one sponsor for one property (P2 §3 deepResearch). */
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
}

let cached: { key: string; provider: AiProvider } | undefined;

/** OpenAI when OPENAI_API_KEY is set, else the offline provider. Re-reads the env on change. */
export function getAiProvider(): AiProvider {
  const env = getEnv();
  const key = [
    env.OPENAI_API_KEY ?? "",
    env.OPENAI_BASE_URL ?? "",
    env.OPENAI_TEXT_MODEL,
    env.OPENAI_IMAGE_MODEL,
    env.OPENAI_TIMEOUT_MS,
    env.OPENAI_MAX_RETRIES,
  ].join("|");
  if (cached?.key === key) return cached.provider;
  const provider = env.OPENAI_API_KEY
    ? createOpenAiProvider({
        apiKey: env.OPENAI_API_KEY,
        baseURL: env.OPENAI_BASE_URL,
        textModel: env.OPENAI_TEXT_MODEL,
        imageModel: env.OPENAI_IMAGE_MODEL,
        timeoutMs: env.OPENAI_TIMEOUT_MS,
        maxRetries: env.OPENAI_MAX_RETRIES,
      })
    : createOfflineProvider();
  cached = { key, provider };
  return provider;
}
