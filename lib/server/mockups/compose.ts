import sharp, { type OverlayOptions } from "sharp";
import {
  areaLuminance,
  centreIn,
  choosePlate,
  fitBox,
  measureLogo,
  platePadding,
  plateSvg,
  resizeLogo,
  trimLogo,
  type LogoSize,
  type Plate,
} from "./logo-fit";
import { applyTone, framingRect, type Framing, type Tone } from "./look";
import { safeColor } from "./scenes/colors";
import { SCENES } from "./scenes/registry";
import { SCENE_HEIGHT, SCENE_WIDTH, type LogoArea, type SceneKey } from "./scenes/types";

/**
 * Mockup compositing with sharp: a scene (a hand-made template, or an AI image fitted to the
 * template's frame) with the logo placed in the template's logo areas, returned as PNG.
 */

export interface ComposeInput {
  /** The template: its drawing, or (with sceneImage) just its logo areas. */
  sceneKey: SceneKey;
  /** An AI-generated scene to use instead of the template's drawing. */
  sceneImage?: Uint8Array;
  logoBytes: Uint8Array;
  logoSize?: LogoSize;
  brandColor?: string | null;
  /** Variation light (before the logo goes on) and crop (after). */
  tone?: Tone;
  framing?: Framing;
}

export interface ComposedMockup {
  png: Buffer;
  width: number;
  height: number;
  sceneKey: SceneKey;
  /** Where the logo went, in the uncropped scene. */
  placements: { left: number; top: number; width: number; height: number; plate: Plate }[];
}

const MAX_INPUT_PIXELS = 50_000_000;
const RAW = { width: SCENE_WIDTH, height: SCENE_HEIGHT, channels: 4 } as const;

/** The scene as raw RGBA of SCENE_WIDTH × SCENE_HEIGHT. */
export async function renderScene(
  sceneKey: SceneKey,
  brandColor: string | null | undefined,
  sceneImage?: Uint8Array,
): Promise<Buffer> {
  const source = sceneImage
    ? sharp(sceneImage, { limitInputPixels: MAX_INPUT_PIXELS }).resize(SCENE_WIDTH, SCENE_HEIGHT, {
        fit: "cover",
      })
    : sharp(Buffer.from(SCENES[sceneKey].render(safeColor(brandColor))));
  return source.ensureAlpha().raw().toBuffer();
}

async function placeLogo(raw: Buffer, area: LogoArea, trimmed: Buffer, size: LogoSize) {
  const tone = await measureLogo(trimmed);
  const plate = choosePlate(tone, areaLuminance(raw, SCENE_WIDTH, area));
  const box = fitBox(area, size);
  const pad = plate ? platePadding(box) : 0;
  const logo = await resizeLogo(trimmed, {
    width: Math.max(4, box.width - 2 * pad),
    height: Math.max(4, box.height - 2 * pad),
  });
  const layers: OverlayOptions[] = [];
  if (plate) {
    const plateWidth = logo.width + 2 * pad;
    const plateHeight = logo.height + 2 * pad;
    layers.push({
      input: plateSvg(plateWidth, plateHeight, plate),
      ...centreIn(area, plateWidth, plateHeight),
    });
  }
  const at = centreIn(area, logo.width, logo.height);
  layers.push({ input: logo.png, ...at });
  return { layers, placement: { ...at, width: logo.width, height: logo.height, plate } };
}

export async function composeMockup(input: ComposeInput): Promise<ComposedMockup> {
  const scene = SCENES[input.sceneKey];
  let raw = await renderScene(input.sceneKey, input.brandColor, input.sceneImage);
  if (input.tone) raw = await applyTone(raw, input.tone);
  const trimmed = await trimLogo(input.logoBytes);
  const placed = await Promise.all(
    scene.logoAreas.map((area) => placeLogo(raw, area, trimmed, input.logoSize ?? "medium")),
  );
  const composed = await sharp(raw, { raw: RAW })
    .composite(placed.flatMap((p) => p.layers))
    .raw()
    .toBuffer();
  let output = sharp(composed, { raw: RAW });
  const framing = input.framing ?? "wide";
  if (framing !== "wide") {
    const crop = framingRect(framing, scene.logoAreas[0] ?? { x: 0, y: 0, ...RAW });
    output = output
      .extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height })
      .resize(SCENE_WIDTH, SCENE_HEIGHT, { kernel: "lanczos3" });
  }
  const png = await output.png({ compressionLevel: 6 }).toBuffer();
  return {
    png,
    width: SCENE_WIDTH,
    height: SCENE_HEIGHT,
    sceneKey: input.sceneKey,
    placements: placed.map((p) => p.placement),
  };
}
