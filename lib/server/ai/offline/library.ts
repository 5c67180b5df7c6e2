import { z } from "zod";
import activationIdeasJson from "@/lib/server/seed/data/activation-ideas.json";
import { INDUSTRIES } from "@/lib/shared/profile";
import { ACTIVATION_CATEGORIES } from "@/lib/shared/ai-vocabulary";
import { indefiniteArticle } from "@/lib/shared/text";
import { capitaliseSentences } from "../words";

/**
 * The curated activation library (`lib/server/seed/data/activation-ideas.json`). Titles and
 * descriptions hold placeholders such as {sponsor} and {event}: the offline provider fills them
 * with a real sponsor and event; the seeded `activation_ideas` rows get generic words instead.
 */
export const PLACEHOLDERS = [
  "sponsor",
  "event",
  "property",
  "venue",
  "city",
  "country",
  "product",
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type PlaceholderValues = Record<Placeholder, string>;

const libraryIdeaSchema = z.object({
  title: z.string().min(5).max(200),
  description: z.string().min(40).max(1200),
  category: z.enum(ACTIVATION_CATEGORIES),
  industry: z.enum(INDUSTRIES).nullable(),
  /** "golf" for ideas that only make sense on a golf course; null for any sport. */
  eventType: z.literal("golf").nullable(),
  tags: z.array(z.string().min(1)).min(1).max(8),
});
export type LibraryIdea = z.infer<typeof libraryIdeaSchema>;

export const ACTIVATION_LIBRARY: readonly LibraryIdea[] = z
  .array(libraryIdeaSchema)
  .min(60)
  .parse(activationIdeasJson);

/** Words used where a library row is shown without a sponsor or event. */
export const GENERIC_VALUES: PlaceholderValues = {
  sponsor: "the partner",
  event: "the event",
  property: "the property",
  venue: "the venue",
  city: "the host city",
  country: "the host country",
  product: "products",
};
const GENERIC_TITLE_VALUES: PlaceholderValues = { ...GENERIC_VALUES, sponsor: "Partner" };

/**
 * Replace {placeholders}; unknown ones are left visible so a typo in the library shows. An "a" or
 * "an" before a placeholder follows the sound of what fills it ("an Omega clock tower"), and is
 * dropped before a value that brings its own article ("the partner").
 */
export function fillTemplate(template: string, values: PlaceholderValues): string {
  const filled = template.replace(
    /(?:\b(an?|An?) )?\{([a-z]+)\}/g,
    (whole, article: string | undefined, name: string) => {
      if (!(PLACEHOLDERS as readonly string[]).includes(name)) return whole;
      const value = values[name as Placeholder];
      if (!article || /^the\s/i.test(value)) return value;
      const chosen = indefiniteArticle(value);
      return `${article[0] === "A" ? chosen.replace(/^a/, "A") : chosen} ${value}`;
    },
  );
  return capitaliseSentences(filled);
}

/** A library idea in generic words, as stored in the `activation_ideas` table. */
export function genericIdea(idea: LibraryIdea): LibraryIdea {
  return {
    ...idea,
    title: fillTemplate(idea.title, GENERIC_TITLE_VALUES),
    description: fillTemplate(idea.description, GENERIC_VALUES),
  };
}
