import sharp from "sharp";
import { SCENE_HEIGHT, SCENE_WIDTH, type LogoArea } from "./scenes/types";

/**
 * The "angle" and "setting" of an image variation: a framing (crop of the finished mockup) and a
 * tone (light of the scene before the logo goes on, as if the sign were lit).
 */

export const FRAMINGS = ["wide", "close-up", "broadcast", "fan-eye"] as const;
export type Framing = (typeof FRAMINGS)[number];
const TONES = ["daylight", "golden-hour", "evening", "overcast"] as const;
export type Tone = (typeof TONES)[number];

export const DEFAULT_ANGLES = ["Wide shot", "Close-up", "Broadcast angle", "Fan's-eye view"];
export const DEFAULT_SETTINGS = ["Daylight", "Golden hour", "Evening under lights", "Overcast"];

const FRAMING_WORDS: readonly [RegExp, Framing][] = [
  [/close|detail|macro|tight/i, "close-up"],
  [/broadcast|tv|camera|television/i, "broadcast"],
  [/fan|crowd|eye|ground|spectator/i, "fan-eye"],
  [/wide|establish|aerial|overview|full/i, "wide"],
];
// Daylight first: "Daylight" would otherwise match the evening words ("light").
const TONE_WORDS: readonly [RegExp, Tone][] = [
  [/\bdaylight\b|\bday\b|morning|noon|sunny|bright/i, "daylight"],
  [/golden|sunset|dusk|sunrise|warm/i, "golden-hour"],
  [/evening|night|lights|flood|dark/i, "evening"],
  [/overcast|cloud|rain|grey|gray|mist/i, "overcast"],
];

/** The framing an angle's words describe; unknown words take the `index`-th framing in turn. */
export function framingFor(angle: string, index: number): Framing {
  return (
    FRAMING_WORDS.find(([pattern]) => pattern.test(angle))?.[1] ??
    FRAMINGS[index % FRAMINGS.length]!
  );
}

export function toneFor(setting: string, index: number): Tone {
  return TONE_WORDS.find(([pattern]) => pattern.test(setting))?.[1] ?? TONES[index % TONES.length]!;
}

/** The crop rectangle (3:2, inside the scene) of a framing around the main logo area. */
export function framingRect(framing: Framing, area: LogoArea): LogoArea {
  const zoom = { wide: 1, "close-up": 2, broadcast: 1.35, "fan-eye": 1.25 }[framing];
  const width = Math.round(SCENE_WIDTH / zoom);
  const height = Math.round(SCENE_HEIGHT / zoom);
  const cx = area.x + area.width / 2;
  const cy = area.y + area.height / 2;
  // Broadcast looks from halfway between the scene's centre and the logo; a fan stands low.
  const focusX = framing === "broadcast" ? (cx + SCENE_WIDTH / 2) / 2 : cx;
  const focusY =
    framing === "fan-eye"
      ? SCENE_HEIGHT
      : framing === "broadcast"
        ? (cy + SCENE_HEIGHT / 2) / 2
        : cy;
  const x = keepInside(focusX - width / 2, width, area.x, area.width, SCENE_WIDTH);
  const y = keepInside(focusY - height / 2, height, area.y, area.height, SCENE_HEIGHT);
  return { x, y, width, height };
}

/** A crop start that keeps the logo area in the crop (when it fits) and the crop in the scene. */
function keepInside(
  start: number,
  size: number,
  from: number,
  length: number,
  total: number,
): number {
  let value = start;
  if (length <= size) value = Math.min(Math.max(value, from + length - size), from);
  return Math.round(Math.min(Math.max(value, 0), total - size));
}

function overlay(fill: string, opacity: number, vignette: boolean): Buffer {
  const shade = vignette
    ? `<radialGradient id="v" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>`
    : "";
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}"><defs>${shade}</defs><rect width="100%" height="100%" fill="${fill}" fill-opacity="${opacity}"/>${vignette ? `<rect width="100%" height="100%" fill="url(#v)"/>` : ""}</svg>`,
  );
}

/** The scene (raw RGBA, SCENE_WIDTH × SCENE_HEIGHT) in a tone's light. */
export async function applyTone(raw: Buffer, tone: Tone): Promise<Buffer> {
  if (tone === "daylight") return raw;
  const image = sharp(raw, { raw: { width: SCENE_WIDTH, height: SCENE_HEIGHT, channels: 4 } });
  const toned =
    tone === "overcast"
      ? image.modulate({ saturation: 0.55, brightness: 0.94 })
      : image.composite([
          {
            input:
              tone === "golden-hour"
                ? overlay("#ff9a3c", 0.2, false)
                : overlay("#0b1a3a", 0.5, true),
          },
        ]);
  return toned.ensureAlpha().raw().toBuffer();
}
