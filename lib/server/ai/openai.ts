import "server-only";
import OpenAI from "openai";
import type { z } from "zod";
import {
  activationIdeasSchema,
  deepResearchSchema,
  newsImplicationsSchema,
  proposalSummaryAnswerSchema,
  recommendationTextsListSchema,
  type RecommendationTexts,
} from "@/lib/shared/schemas/ai";
import { EMPTY_AI_RESPONSE } from "@/lib/shared/job-constants";
import { AiAnswerError } from "./errors";
import { callImage, callStructured, type StructuredCall } from "./openai-call";
import {
  activationsPrompt,
  newsPrompt,
  proposalSummaryPrompt,
  type Prompt,
  recommendationsPrompt,
  researchPrompt,
  scenePrompt,
} from "./prompts";
import { aiResult } from "./result";
import type { AiCallOptions, AiProvider } from "./types";

interface OpenAiSettings {
  apiKey: string;
  /** Any OpenAI-compatible server (Ollama, vLLM, LM Studio); OpenAI itself when absent. */
  baseURL?: string;
  textModel: string;
  imageModel: string;
  timeoutMs: number;
  maxRetries: number;
}

/** What one kind of structured answer is checked against and called when it is empty. */
type StructuredAnswer<S extends z.ZodType> = Pick<
  StructuredCall<S>,
  "schema" | "name" | "emptyText"
>;

const ANSWERS = {
  research: {
    schema: deepResearchSchema,
    name: "deep_research",
    emptyText: EMPTY_AI_RESPONSE.research,
  },
  activations: {
    schema: activationIdeasSchema,
    name: "activation_ideas",
    emptyText: EMPTY_AI_RESPONSE.activations,
  },
  recommendations: {
    schema: recommendationTextsListSchema,
    name: "sponsor_recommendations",
    emptyText: EMPTY_AI_RESPONSE.research,
  },
  news: {
    schema: newsImplicationsSchema,
    name: "news_implications",
    emptyText: EMPTY_AI_RESPONSE.research,
  },
  proposalSummary: {
    schema: proposalSummaryAnswerSchema,
    name: "proposal_summary",
    emptyText: EMPTY_AI_RESPONSE.research,
  },
} as const;

/**
 * fetch, with abort errors rebuilt in this realm. The SDK tells a timeout from other connection
 * failures by `instanceof Error` plus the name AbortError; a DOMException from another realm
 * (a test VM, some edge runtimes) fails that check and a timeout would read as "could not reach".
 */
async function fetchKeepingAbortErrors(
  url: string | URL | Request,
  init?: RequestInit,
): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const name = (error as { name?: unknown } | null)?.name;
    if (name !== "AbortError" || error instanceof Error) throw error;
    const local = new Error(String((error as { message?: unknown }).message ?? "aborted"), {
      cause: error,
    });
    local.name = "AbortError";
    throw local;
  }
}

/** The provider backed by OpenAI or an OpenAI-compatible server. */
export function createOpenAiProvider(settings: OpenAiSettings): AiProvider {
  const client = new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseURL,
    timeout: settings.timeoutMs,
    maxRetries: settings.maxRetries,
    fetch: fetchKeepingAbortErrors,
  });
  const text = settings.textModel;
  const stamp = <T>(data: T, model = text) => aiResult("openai", model, data);
  /** A structured answer of one kind from the text model. */
  const ask = <S extends z.ZodType>(
    answer: StructuredAnswer<S>,
    prompt: Prompt,
    options: AiCallOptions | undefined,
    check?: StructuredCall<S>["check"],
  ) => callStructured(client, { model: text, prompt, ...answer, signal: options?.signal, check });

  return {
    name: "openai",

    async researchSponsor(input, options) {
      return stamp(await ask(ANSWERS.research, researchPrompt(input), options));
    },

    async generateActivationIdeas(input, options) {
      const data = await ask(ANSWERS.activations, activationsPrompt(input), options);
      // A model may give more ideas than asked; fewer is still useful, so only trim.
      return stamp(data.ideas.slice(0, input.count));
    },

    async describeRecommendations(input, options) {
      const ids = input.candidates.map((candidate) => candidate.sponsor.id);
      const data = await ask(
        ANSWERS.recommendations,
        recommendationsPrompt(input),
        options,
        (value) => {
          const given = new Set(value.recommendations.map((row) => row.id));
          const missing = ids.filter((id) => !given.has(id));
          if (missing.length > 0)
            throw new AiAnswerError(
              `The AI service returned an answer in an unexpected format: no texts for sponsor id(s) ${missing.join(", ")}`,
            );
        },
      );
      const byId = new Map(data.recommendations.map((row) => [row.id, row]));
      return stamp(ids.map((id) => byId.get(id) as RecommendationTexts));
    },

    async generateSceneImage(input, options) {
      const image = await callImage(client, {
        model: settings.imageModel,
        prompt: scenePrompt(input),
        quality: input.quality,
        emptyText: EMPTY_AI_RESPONSE.mockups,
        signal: options?.signal,
      });
      return stamp(image, settings.imageModel);
    },

    async assessNews(input, options) {
      return stamp(await ask(ANSWERS.news, newsPrompt(input), options));
    },

    async writeProposalSummary(input, options) {
      return stamp(await ask(ANSWERS.proposalSummary, proposalSummaryPrompt(input), options));
    },
  };
}
