import type { AiProviderName } from "@/lib/shared/schemas/ai";
import type { AiResult } from "./types";

/** A provider's answer labelled with who made it (provider, model) and when. */
export function aiResult<T>(provider: AiProviderName, model: string, data: T): AiResult<T> {
  return { provider, model, generatedAt: new Date().toISOString(), data };
}
