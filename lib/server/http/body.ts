import type { NextRequest } from "next/server";
import { AppError } from "./errors";

/**
 * Read a request body, refusing it as soon as it passes `maxBytes`: a declared Content-Length over
 * the cap is refused before a byte is read, and a chunked body is cut off while streaming.
 */
export async function readBodyCapped(
  req: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () =>
    new AppError("PAYLOAD_TOO_LARGE", `The request body is larger than ${formatBytes(maxBytes)}.`);
  const declared = Number(req.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!req.body) return new Uint8Array(new ArrayBuffer(0));

  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

// JSON is UTF-8 (RFC 8259): bytes that are not are refused rather than read as U+FFFD.
const utf8 = new TextDecoder("utf-8", { fatal: true });

/** A JSON body, capped at `maxBytes`; an empty body is `{}`. */
export async function readJson(req: NextRequest, maxBytes: number): Promise<unknown> {
  const bytes = await readBodyCapped(req, maxBytes);
  if (bytes.length === 0) return {};
  const type = req.headers.get("content-type") ?? "";
  if (!type.toLowerCase().includes("application/json")) {
    throw new AppError(
      "UNSUPPORTED_MEDIA_TYPE",
      "Send the request body as JSON (Content-Type: application/json).",
    );
  }
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new AppError("BAD_REQUEST", "The request body is not valid UTF-8 text.");
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("BAD_REQUEST", "The request body is not valid JSON.");
  }
}

/** A multipart/form-data body, capped at `maxBytes` before it is parsed. */
export async function readForm(req: NextRequest, maxBytes: number): Promise<FormData> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the file as multipart/form-data.");
  }
  const bytes = await readBodyCapped(req, maxBytes);
  try {
    return await new Response(bytes, { headers: { "content-type": type } }).formData();
  } catch {
    throw new AppError("BAD_REQUEST", "The upload could not be read as multipart form data.");
  }
}
