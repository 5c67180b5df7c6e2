import sharp from "sharp";
import { contrastRatio, relativeLuminance } from "./scenes/colors";
import type { LogoArea } from "./scenes/types";

/** Fitting a logo into a scene's logo area: size, position, and a plate when contrast is poor. */

export type LogoSize = "small" | "medium" | "large";
/** Share of the logo area (each side) the logo may take. */
export const LOGO_SIZE_FACTORS: Record<LogoSize, number> = {
  small: 0.55,
  medium: 0.78,
  large: 0.96,
};
/** Below this WCAG contrast between logo and background, the logo gets a plate. */
const MIN_LOGO_CONTRAST = 2.2;
const MAX_INPUT_PIXELS = 50_000_000;

export interface Box {
  width: number;
  height: number;
}

/** The box a logo of `size` may fill inside `area`. */
export function fitBox(area: LogoArea, size: LogoSize): Box {
  const factor = LOGO_SIZE_FACTORS[size];
  return {
    width: Math.max(8, Math.floor(area.width * factor)),
    height: Math.max(8, Math.floor(area.height * factor)),
  };
}

/** Top-left corner that centres a `width` × `height` image in `area`. */
export function centreIn(
  area: LogoArea,
  width: number,
  height: number,
): { left: number; top: number } {
  return {
    left: Math.round(area.x + (area.width - width) / 2),
    top: Math.round(area.y + (area.height - height) / 2),
  };
}

/** Padding between a logo and the edge of its plate. */
export function platePadding(box: Box): number {
  return Math.max(4, Math.round(Math.min(box.width, box.height) * 0.1));
}

export interface LogoTone {
  /** Mean relative luminance of the visible logo pixels (0 black – 1 white). */
  luminance: number;
  /** True when the logo has transparent parts, i.e. it shows the surface behind it. */
  transparent: boolean;
}

export type Plate = "light" | "dark" | null;

/**
 * A plate behind the logo only when it would otherwise be hard to see: a transparent logo whose
 * colour is too close to the surface. Dark logos get a light plate, light logos a dark one. An
 * opaque logo brings its own background and needs none.
 */
export function choosePlate(tone: LogoTone, backgroundLuminance: number): Plate {
  if (!tone.transparent) return null;
  if (contrastRatio(tone.luminance, backgroundLuminance) >= MIN_LOGO_CONTRAST) return null;
  return tone.luminance < 0.4 ? "light" : "dark";
}

export function plateSvg(width: number, height: number, plate: Exclude<Plate, null>): Buffer {
  const fill = plate === "light" ? "#ffffff" : "#1f2933";
  const radius = Math.round(Math.min(width, height) * 0.12);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${radius}" fill="${fill}" fill-opacity="0.94"/></svg>`,
  );
}

/**
 * Rasterising density for a vector logo: about 1024 px on its longest side, whatever its declared
 * size, so a tiny SVG stays sharp and a huge one does not exceed the pixel limit.
 */
async function vectorDensity(bytes: Uint8Array): Promise<number | undefined> {
  // Reading the header decodes no pixels, so the limit (which a huge SVG canvas trips) is off.
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  if (meta.format !== "svg" || !meta.width || !meta.height) return undefined;
  return Math.min(1200, Math.max(8, Math.round((72 * 1024) / Math.max(meta.width, meta.height))));
}

/** The logo with its empty margins removed (a uniform image is kept as it is). */
export async function trimLogo(bytes: Uint8Array): Promise<Buffer> {
  const input = sharp(bytes, {
    density: await vectorDensity(bytes),
    limitInputPixels: MAX_INPUT_PIXELS,
  });
  try {
    return await input.clone().trim({ threshold: 12 }).png().toBuffer();
  } catch {
    // trim() throws when nothing would remain (a blank or one-colour image).
    return input.png().toBuffer();
  }
}

/** Luminance and transparency of a logo, measured on a small copy. */
export async function measureLogo(png: Buffer): Promise<LogoTone> {
  const { data, info } = await sharp(png)
    .resize(64, 64, { fit: "inside" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let weight = 0;
  let sum = 0;
  let clear = 0;
  const pixels = info.width * info.height;
  for (let i = 0; i < data.length; i += 4) {
    const alpha = (data[i + 3] ?? 0) / 255;
    if (alpha < 0.98) clear++;
    sum += relativeLuminance(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0) * alpha;
    weight += alpha;
  }
  return { luminance: weight > 0 ? sum / weight : 0, transparent: clear / pixels > 0.05 };
}

/** Mean luminance of `area` in a raw RGBA image of `width` pixels per row. */
export function areaLuminance(raw: Uint8Array, width: number, area: LogoArea): number {
  let sum = 0;
  let count = 0;
  const step = 3; // every third pixel each way is plenty for an average
  for (let y = area.y; y < area.y + area.height; y += step) {
    for (let x = area.x; x < area.x + area.width; x += step) {
      const i = (y * width + x) * 4;
      sum += relativeLuminance(raw[i] ?? 0, raw[i + 1] ?? 0, raw[i + 2] ?? 0);
      count++;
    }
  }
  return count > 0 ? sum / count : 1;
}

/** The trimmed logo resized to fit inside `box`. */
export async function resizeLogo(
  trimmed: Buffer,
  box: Box,
): Promise<{ png: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(trimmed)
    .resize(box.width, box.height, { fit: "inside", kernel: "lanczos3" })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}
