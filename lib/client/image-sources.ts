/** The optimizer's allowed widths: Next.js's default image sizes and device sizes. */
const WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840];
const QUALITY = 75;

/**
 * The sources next/image gives an image shown at a fixed width, for a plain `<img>` where loading
 * next/image's component with every page is not worth it (the signed-in shell's avatar and event
 * logo). Our own stored files (paths from "/") go through the image optimizer at the widths
 * next/image asks for (the shown width and twice it, each rounded up to an allowed width, at
 * quality 75); an SVG mark, or any other host's address, is used as it is. This holds for the default image settings,
 * which next.config.ts keeps; tests/unit/image-sources.test.ts compares it with next/image.
 */
export function fixedImageSources(src: string, width: number): { src: string; srcSet?: string } {
  const own = src.startsWith("/") && !src.startsWith("//");
  if (!own || (src.split("?", 1)[0] ?? src).endsWith(".svg")) return { src };
  const widths = [
    ...new Set(
      [width, width * 2].map((wanted) => WIDTHS.find((allowed) => allowed >= wanted) ?? 3840),
    ),
  ];
  const at = (w: number) => `/_next/image?url=${encodeURIComponent(src)}&w=${w}&q=${QUALITY}`;
  return {
    src: at(widths.at(-1) ?? width),
    srcSet: widths.map((w, index) => `${at(w)} ${index + 1}x`).join(", "),
  };
}
