import { execFileSync } from "node:child_process";
import path from "node:path";

/**
 * The text of a PDF (its pages merged, and each page's own) and its page count, read by PDF.js in
 * a child process.
 */
export function pdfText(bytes: Uint8Array): { text: string; totalPages: number; pages: string[] } {
  const output = execFileSync(process.execPath, [path.join(__dirname, "pdf-text.mjs")], {
    input: bytes,
    maxBuffer: 32 * 1024 * 1024,
  });
  return JSON.parse(output.toString("utf8"));
}
