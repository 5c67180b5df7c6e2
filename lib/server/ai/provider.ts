import "server-only";
import { getEnv } from "@/lib/env";
import { createOfflineProvider } from "./offline/provider";
import { createOpenAiProvider } from "./openai";
import type { AiProvider } from "./types";

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
