import { z } from "zod";
import { HELP_CONTEXTS } from "@/lib/shared/help-contexts";

export { HELP_CONTEXTS, type HelpContext } from "@/lib/shared/help-contexts";

export const helpRequestSchema = z.object({
  context: z
    .enum(HELP_CONTEXTS, { error: `context must be one of: ${HELP_CONTEXTS.join(", ")}` })
    .default("general"),
  query: z.string().trim().max(200).optional(),
  title: z.string().trim().max(120).optional(),
});
export type HelpRequest = z.infer<typeof helpRequestSchema>;

export const helpAnswerSchema = z.object({
  context: z.enum(HELP_CONTEXTS),
  title: z.string(),
  body: z.string(),
  tips: z.array(z.string()),
  source: z.enum(["library", "ai"]),
});
export type HelpAnswer = z.infer<typeof helpAnswerSchema>;
