import { SCENE_KEYS, type SceneKey } from "./scenes/types";

/**
 * Which scene template shows an activation best: words in its title first (a "pin flag" idea is
 * shown on a pin flag), then its category.
 */

const WORDS: readonly [RegExp, SceneKey][] = [
  [/\bflags?\b/i, "pin-flag"],
  [/leaderboard|scoreboard|screen|scoring|broadcast|podcast|app\b/i, "leaderboard"],
  [/suite|lounge|chalet|dinner|terrace|hospitality|tasting|breakfast/i, "hospitality-suite"],
  [
    /\bcaps?\b|polo|apparel|outfitter|uniform|kit\b|collection|bibs?\b|merchandise/i,
    "cap-and-polo",
  ],
  [/grandstand|banner|fans?\b|crowd|concert|tickets?/i, "grandstand-banner"],
  [/tee|sign|marker|plaque|backdrop|clock/i, "tee-box-signage"],
];

const BY_CATEGORY: Record<string, SceneKey> = {
  Hospitality: "hospitality-suite",
  "Fan Experience": "grandstand-banner",
  "Digital & Content": "leaderboard",
  "On-Course Branding": "tee-box-signage",
  "Product Integration": "tee-box-signage",
  "Community & Sustainability": "grandstand-banner",
  "Retail & Sampling": "cap-and-polo",
  Media: "leaderboard",
  "Player & Team": "cap-and-polo",
};

export function sceneForActivation(activation: {
  title: string;
  category: string | null;
}): SceneKey {
  const byWord = WORDS.find(([pattern]) => pattern.test(activation.title))?.[1];
  return byWord ?? BY_CATEGORY[activation.category ?? ""] ?? "tee-box-signage";
}

/** Other scenes after `first`, in a fixed order, for variations. */
export function otherScenes(first: SceneKey): SceneKey[] {
  return SCENE_KEYS.filter((key) => key !== first);
}
