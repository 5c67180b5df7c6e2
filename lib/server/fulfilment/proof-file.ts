import "server-only";
import sharp from "sharp";
import { AppError } from "@/lib/server/http/errors";
import { clientFileName } from "@/lib/server/http/input-text";
import { isPdf } from "@/lib/server/storage/pdf";
import { DELIVERABLE_MESSAGES } from "@/lib/shared/schemas/deliverable";

/** A proof file may be this large; the multipart request a little more (form overhead). */
export const MAX_PROOF_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_PROOF_REQUEST_BYTES = MAX_PROOF_FILE_BYTES + 64 * 1024;

// Decompression bombs: a 10 MB file may still claim billions of pixels.
const MAX_INPUT_PIXELS = 50_000_000;

const PHOTO_FORMATS = {
  jpeg: { extension: "jpg", contentType: "image/jpeg" },
  png: { extension: "png", contentType: "image/png" },
  webp: { extension: "webp", contentType: "image/webp" },
} as const;

export interface ProofFile {
  kind: "photo" | "document";
  bytes: Buffer;
  extension: string;
  contentType: string;
  fileName: string;
}

const wrongType = () =>
  new AppError("INVALID_FILE_TYPE", DELIVERABLE_MESSAGES.fileType, { details: { field: "file" } });

/**
 * The proof file of a form, judged by its bytes, never its name or declared type: a JPEG, PNG or
 * WebP photo (decoded and encoded anew, so what is stored carries no camera metadata such as the
 * location) or a PDF. Too large: 413; anything else: 415.
 */
export async function readProofFile(file: File): Promise<ProofFile> {
  if (file.size > MAX_PROOF_FILE_BYTES) {
    throw new AppError("FILE_TOO_LARGE", DELIVERABLE_MESSAGES.fileTooLarge, {
      details: { field: "file", maxBytes: MAX_PROOF_FILE_BYTES },
    });
  }
  const bytes = Buffer.from(await file.arrayBuffer());
  const fileName = clientFileName(file.name, "proof");
  if (isPdf(bytes)) {
    return { kind: "document", bytes, extension: "pdf", contentType: "application/pdf", fileName };
  }
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw wrongType();
  }
  if (format !== "jpeg" && format !== "png" && format !== "webp") throw wrongType();
  const target = PHOTO_FORMATS[format];
  let clean: Buffer;
  try {
    clean = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .toFormat(format)
      .toBuffer();
  } catch {
    // A valid header over damaged data: the file's fault, not the server's.
    throw wrongType();
  }
  return { kind: "photo", bytes: clean, ...target, fileName };
}
