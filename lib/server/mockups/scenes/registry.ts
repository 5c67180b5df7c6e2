import { capAndPoloScene } from "./cap-and-polo";
import { grandstandBannerScene } from "./grandstand-banner";
import { hospitalitySuiteScene } from "./hospitality-suite";
import { leaderboardScene } from "./leaderboard";
import { pinFlagScene } from "./pin-flag";
import { teeBoxSignageScene } from "./tee-box-signage";
import { SCENE_KEYS, type SceneKey, type SceneTemplate } from "./types";

/** The six hand-made scenes, by key (the key is `placementType` in `mockup_ideas`). */
export const SCENES: Record<SceneKey, SceneTemplate> = {
  "tee-box-signage": teeBoxSignageScene,
  "pin-flag": pinFlagScene,
  leaderboard: leaderboardScene,
  "hospitality-suite": hospitalitySuiteScene,
  "cap-and-polo": capAndPoloScene,
  "grandstand-banner": grandstandBannerScene,
};

export function isSceneKey(value: string | null | undefined): value is SceneKey {
  return (SCENE_KEYS as readonly string[]).includes(value ?? "");
}
