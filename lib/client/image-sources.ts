/** The optimizer's allowed widths: Next.js's default image sizes and device sizes. */
const WIDTHS = [32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840];
/** The smallest of the default device sizes. */
const SMALLEST_DEVICE = 640;
const QUALITY = 75;

/** Whether the optimizer serves this source: our own stored files (paths from "/"), not an SVG. */
const optimized = (src: string) =>
  src.startsWith("/") && !src.startsWith("//") && !(src.split("?", 1)[0] ?? src).endsWith(".svg");

const at = (src: string, width: number) =>
  `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${QUALITY}`;

/**
 * The sources next/image gives an image shown at a fixed width, for a plain `<img>` where loading
 * next/image's component with every page is not worth it (the signed-in shell's avatar and event
 * logo). Our own stored files (paths from "/") go through the image optimizer at the widths
 * next/image asks for (the shown width and twice it, each rounded up to an allowed width, at
 * quality 75); an SVG mark, or any other host's address, is used as it is. This holds for the default image settings,
 * which next.config.ts keeps; tests/unit/image-sources.test.ts compares it with next/image.
 */
export function fixedImageSources(src: string, width: number): { src: string; srcSet?: string } {
  if (!optimized(src)) return { src };
  const widths = [
    ...new Set(
      [width, width * 2].map((wanted) => WIDTHS.find((allowed) => allowed >= wanted) ?? 3840),
    ),
  ];
  return {
    src: at(src, widths.at(-1) ?? width),
    srcSet: widths.map((w, index) => `${at(src, w)} ${index + 1}x`).join(", "),
  };
}

/**
 * The sources next/image gives an image that fills its box, shown at the widths `sizes` names:
 * every allowed width from the smallest device's share of the narrowest `vw` in `sizes`, each
 * described by its width, the widest as `src`. Used as they are, like `fixedImageSources`, for an
 * SVG or another host's address.
 */
export function fillImageSources(src: string, sizes: string): { src: string; srcSet?: string } {
  if (!optimized(src)) return { src };
  const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]));
  const narrowest = shares.length > 0 ? (SMALLEST_DEVICE * Math.min(...shares)) / 100 : 0;
  const widths = WIDTHS.filter((width) => width >= narrowest);
  return {
    src: at(src, widths.at(-1) ?? 3840),
    srcSet: widths.map((width) => `${at(src, width)} ${width}w`).join(", "),
  };
}
