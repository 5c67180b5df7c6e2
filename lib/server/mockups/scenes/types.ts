/** A hand-made mockup scene: an SVG of SCENE_WIDTH × SCENE_HEIGHT with blank logo panels. */

export const SCENE_WIDTH = 1200;
export const SCENE_HEIGHT = 800;

export const SCENE_KEYS = [
  "tee-box-signage",
  "pin-flag",
  "leaderboard",
  "hospitality-suite",
  "cap-and-polo",
  "grandstand-banner",
] as const;
export type SceneKey = (typeof SCENE_KEYS)[number];

/** A rectangle in scene pixels where a logo is placed (centred, fitted inside). */
export interface LogoArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SceneTemplate {
  key: SceneKey;
  title: string;
  /** Logo panels, main one first. Each is drawn in the SVG as `<rect id="logo-area-N">`. */
  logoAreas: readonly LogoArea[];
  /** The SVG, with the brand colour (`#rrggbb`, already checked) in its accents. */
  render(brandColor: string): string;
}

/**
 * The invisible `<rect>` that marks logo area `index` (1-based) in a scene's SVG, so the geometry
 * can be checked against the drawing. The surface under it is drawn by the scene itself.
 */
export function logoAreaRect(area: LogoArea, index: number): string {
  return `<rect id="logo-area-${index}" x="${area.x}" y="${area.y}" width="${area.width}" height="${area.height}" fill="none"/>`;
}
