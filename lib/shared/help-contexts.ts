/**
 * Help contexts an element can carry in AI help mode (docs/product.md#help-mode). Kept apart
 * from the zod schemas in `schemas/help.ts` because the help-mode shell component, in every
 * page's bundle, needs the list.
 */
export const HELP_CONTEXTS = [
  "activation",
  "sponsor",
  "dashboard",
  "proposal",
  "mockup",
  "event",
  "deals",
  "insights",
  "schedule",
  "admin",
  "general",
] as const;
export type HelpContext = (typeof HELP_CONTEXTS)[number];
