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
