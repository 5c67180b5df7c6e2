import "server-only";
import sharp, { type Sharp } from "sharp";
import { AppError } from "@/lib/server/http/errors";
import { clientFileName } from "@/lib/server/http/input-text";
import { UPLOAD_MESSAGES, MAX_IMAGE_BYTES } from "@/lib/shared/uploads";

/** Multipart requests carrying one image may be this large in all (file plus form overhead). */
export const MAX_IMAGE_REQUEST_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "svg", "avif", "tiff", "heif"]);
// Decompression bombs: a 5 MB file may still claim billions of pixels.
const MAX_INPUT_PIXELS = 50_000_000;

export interface ImageUpload {
  bytes: Buffer;
  format: string;
  fileName: string;
}

/**
 * Take the image in `field` of a multipart form, checked by its bytes rather than its declared
 * type. SVG is accepted only without scripts, event handlers or outside references.
 */
export async function readImageUpload(form: FormData, field: string): Promise<ImageUpload> {
  const file = form.get(field);
  if (!(file instanceof File) || file.size === 0) {
    throw new AppError("NO_FILE", UPLOAD_MESSAGES.noFile.description, { details: { field } });
  }
  if (file.size > MAX_IMAGE_BYTES) {
    throw new AppError("FILE_TOO_LARGE", UPLOAD_MESSAGES.tooLarge.description, {
      details: { field, maxBytes: MAX_IMAGE_BYTES },
    });
  }
  const bytes = Buffer.from(await file.arrayBuffer());
  const invalid = () =>
    new AppError("INVALID_FILE_TYPE", UPLOAD_MESSAGES.invalidType.description, {
      details: { field },
    });

  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw invalid();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw invalid();
  if (format === "svg" && !isSafeSvg(bytes.toString("utf8"))) {
    throw new AppError(
      "INVALID_FILE_TYPE",
      "This SVG contains scripts or outside references and cannot be used.",
      {
        details: { field },
      },
    );
  }
  return { bytes, format, fileName: clientFileName(file.name) };
}

/** Script, event handlers, entities and outside references make an SVG unsafe to keep. */
export function isSafeSvg(text: string): boolean {
  const lowered = text.toLowerCase();
  if (/<script[\s>]/.test(lowered)) return false;
  if (/<!entity/.test(lowered)) return false;
  if (/<foreignobject[\s>]/.test(lowered)) return false;
  if (/\son[a-z]+\s*=/.test(lowered)) return false;
  if (/(href|src)\s*=\s*["']\s*(?!#|data:image\/)/.test(lowered)) return false;
  if (/url\(\s*["']?\s*(?!#|data:image\/)/.test(lowered)) return false;
  if (/javascript:/.test(lowered)) return false;
  return true;
}

/**
 * Decode the whole image and encode it anew. The header check above reads only the first bytes,
 * so this is where a file with a valid header and damaged data is found: any failure to decode
 * is the file's, answered 415 with the damaged-image text instead of a server error.
 */
async function reencode(
  bytes: Buffer,
  density: number,
  draw: (image: Sharp) => Sharp,
): Promise<Buffer> {
  try {
    return await draw(sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, density })).toBuffer();
  } catch (error) {
    throw new AppError("INVALID_FILE_TYPE", UPLOAD_MESSAGES.damaged.description, {
      details: { reason: "damaged" },
      cause: error,
    });
  }
}

/**
 * Re-encode an accepted image. Nothing the visitor sent is stored as-is: SVG is rasterised, EXIF
 * (including location) is dropped, and the picture is scaled to the size it is shown at.
 */
export async function renderSquareAvatar(bytes: Buffer, size = 256): Promise<Buffer> {
  return reencode(bytes, 144, (image) =>
    image
      .rotate()
      .resize(size, size, { fit: "cover", position: "attention" })
      .webp({ quality: 85 }),
  );
}

/** A logo fitted inside a square, transparency kept, as PNG (mockups composite it later). */
export async function renderLogo(bytes: Buffer, maxSize = 512): Promise<Buffer> {
  return reencode(bytes, 300, (image) =>
    image
      .rotate()
      .resize(maxSize, maxSize, { fit: "inside", withoutEnlargement: false })
      .png({ compressionLevel: 9 }),
  );
}
