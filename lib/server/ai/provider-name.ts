import "server-only";
import { getEnv } from "@/lib/env";
import type { AiProviderName } from "@/lib/shared/schemas/ai";

/**
 * The AI provider in use, by the rule of `getAiProvider` (provider.ts): OpenAI (or a compatible
 * server) when OPENAI_API_KEY is set, else the offline provider. Read without building a
 * provider, for what only needs the name (a job's expected duration).
 */
export function aiProviderName(): AiProviderName {
  return getEnv().OPENAI_API_KEY ? "openai" : "offline";
}
