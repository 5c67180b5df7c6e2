import "server-only";
import type { HelpAnswer, HelpRequest } from "@/lib/shared/schemas/help";
import { HELP_LIBRARY } from "./library";

/**
 * Contextual help for the element a user clicked in help mode. Answers come from the curated
 * library; the AI layer may later add answers to specific questions (`query`).
 */
export async function getHelp(request: HelpRequest): Promise<HelpAnswer> {
  const entry = HELP_LIBRARY[request.context];
  return {
    context: request.context,
    title: request.title ? `${request.title}: ${entry.title.toLowerCase()}` : entry.title,
    body: entry.body,
    tips: entry.tips,
    source: "library",
  };
}
