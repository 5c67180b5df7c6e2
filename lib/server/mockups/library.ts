import { z } from "zod";
import mockupIdeasJson from "@/lib/server/seed/data/mockup-ideas.json";
import { ACTIVATION_CATEGORIES } from "@/lib/shared/ai-vocabulary";
import { SCENE_KEYS } from "./scenes/types";

/**
 * The mockup scene library (`lib/server/seed/data/mockup-ideas.json`): one entry per scene
 * template, keyed by `placementType`, seeded into `mockup_ideas`.
 */
const mockupIdeaSchema = z.object({
  title: z.string().min(3).max(120),
  description: z.string().min(40).max(600),
  category: z.enum(ACTIVATION_CATEGORIES),
  eventType: z.literal("golf").nullable(),
  placementType: z.enum(SCENE_KEYS),
  tags: z.array(z.string().min(1)).max(8),
});
export type MockupIdea = z.infer<typeof mockupIdeaSchema>;

export const MOCKUP_LIBRARY: readonly MockupIdea[] = z
  .array(mockupIdeaSchema)
  .length(SCENE_KEYS.length)
  .refine((ideas) => new Set(ideas.map((idea) => idea.placementType)).size === SCENE_KEYS.length, {
    error: "Every scene template needs exactly one mockup idea",
  })
  .parse(mockupIdeasJson);

export function mockupIdeaFor(sceneKey: string): MockupIdea | undefined {
  return MOCKUP_LIBRARY.find((idea) => idea.placementType === sceneKey);
}
