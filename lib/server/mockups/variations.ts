import {
  DEFAULT_ANGLES,
  DEFAULT_SETTINGS,
  framingFor,
  toneFor,
  type Framing,
  type Tone,
} from "./look";
import { otherScenes } from "./scene-choice";
import type { SceneKey } from "./scenes/types";

/** What each image variation of an activation shows: which scene, from which angle, in what light. */
export interface VariationPlan {
  sceneKey: SceneKey;
  angle: string;
  setting: string;
  framing: Framing;
  tone: Tone;
}

/**
 * `count` variations: the activation's own scene first (wide, then closer), then the other
 * scenes in turn. Angles and settings are taken in order from the lists given (or the defaults)
 * and wrap around, so every variation differs from its neighbours.
 */
export function planVariations(input: {
  primaryScene: SceneKey;
  count: number;
  angles?: readonly string[];
  settings?: readonly string[];
}): VariationPlan[] {
  const angles = input.angles?.length ? input.angles : DEFAULT_ANGLES;
  const settings = input.settings?.length ? input.settings : DEFAULT_SETTINGS;
  const others = otherScenes(input.primaryScene);
  return Array.from({ length: input.count }, (_, i) => {
    const angle = angles[i % angles.length] ?? DEFAULT_ANGLES[0]!;
    const setting = settings[i % settings.length] ?? DEFAULT_SETTINGS[0]!;
    const sceneKey =
      i < 2 ? input.primaryScene : (others[(i - 2) % others.length] ?? input.primaryScene);
    return { sceneKey, angle, setting, framing: framingFor(angle, i), tone: toneFor(setting, i) };
  });
}
