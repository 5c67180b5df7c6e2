import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { logger } from "@/lib/server/logger";
import { readLogoBytes, renderMonogram } from "@/lib/server/mockups/logo";
import type { PublicProposal } from "@/lib/shared/schemas/proposal";

/**
 * What an export draws besides text: the two logos and the chosen mockups, read from the app's
 * own storage (outside URLs are never fetched) and converted by sharp to print size, and the Inter
 * font files embedded in the PDF.
 */

export interface ExportImage {
  /** PNG (logos, transparency kept) or JPEG (mockups). */
  bytes: Buffer;
  mime: "image/png" | "image/jpeg";
  width: number;
  height: number;
}

export interface ExportAssets {
  sponsorLogo: ExportImage;
  propertyLogo: ExportImage | null;
  /** By mockup id. */
  mockups: Map<number, ExportImage>;
}

/** A logo prints at most about 2 inches wide: 600 px is 300 dpi. */
const LOGO_MAX_PX = 600;
/** A mockup prints at most a page wide (about 7 inches): 1600 px keeps it sharp at 225 dpi. */
const MOCKUP_MAX_PX = 1600;

async function toPrint(
  bytes: Buffer,
  maxPx: number,
  format: "png" | "jpeg",
): Promise<ExportImage | null> {
  try {
    const pipeline = sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(maxPx, maxPx, { fit: "inside", withoutEnlargement: true });
    const { data, info } = await (
      format === "png"
        ? pipeline.png({ compressionLevel: 6 })
        : pipeline.flatten({ background: "#ffffff" }).jpeg({ quality: 85, mozjpeg: false })
    ).toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      mime: format === "png" ? "image/png" : "image/jpeg",
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    logger.warn("an export image could not be converted", { error });
    return null;
  }
}

async function logoImage(url: string | null): Promise<ExportImage | null> {
  if (!url) return null;
  const bytes = await readLogoBytes(url).catch(() => null);
  return bytes ? toPrint(bytes, LOGO_MAX_PX, "png") : null;
}

export async function loadExportAssets(view: PublicProposal): Promise<ExportAssets> {
  const mockupList = view.sections.flatMap((section) => section.mockups);
  const [sponsorLogo, propertyLogo, ...mockupImages] = await Promise.all([
    logoImage(view.sponsor.logoUrl),
    logoImage(view.property?.logoUrl ?? null),
    ...mockupList.map(async (mockup) => {
      const bytes = await readLogoBytes(mockup.imageUrl).catch(() => null);
      return bytes ? toPrint(bytes, MOCKUP_MAX_PX, "jpeg") : null;
    }),
  ]);
  const mockups = new Map<number, ExportImage>();
  mockupList.forEach((mockup, index) => {
    const image = mockupImages[index];
    if (image) mockups.set(mockup.id, image);
  });
  return {
    sponsorLogo:
      sponsorLogo ??
      (await toPrint(await renderMonogram(view.sponsor.name, 512), LOGO_MAX_PX, "png"))!,
    propertyLogo: propertyLogo ?? null,
    mockups,
  };
}

export interface ExportFonts {
  regular: Buffer;
  bold: Buffer;
  italic: Buffer;
  boldItalic: Buffer;
}

let fonts: Promise<ExportFonts> | undefined;

/** Inter (SIL Open Font License) from @fontsource/inter; fontkit reads its WOFF files. */
export function exportFonts(): Promise<ExportFonts> {
  const folder = path.join(process.cwd(), "node_modules", "@fontsource", "inter", "files");
  const read = (name: string) => readFile(path.join(folder, `inter-latin-${name}.woff`));
  fonts ??= Promise.all([
    read("400-normal"),
    read("700-normal"),
    read("400-italic"),
    read("700-italic"),
  ]).then(([regular, bold, italic, boldItalic]) => ({ regular, bold, italic, boldItalic }));
  fonts.catch(() => {
    fonts = undefined;
  });
  return fonts;
}
