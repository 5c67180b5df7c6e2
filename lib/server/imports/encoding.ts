import { analyse } from "chardet";
import iconv from "iconv-lite";

/** The text encodings a prospect list may be written in. */
export type TextEncoding = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";

export type Sniffed =
  | { kind: "xlsx" }
  | { kind: "xls" }
  | { kind: "binary" }
  | { kind: "text"; encoding: TextEncoding; bomLength: number }
  | { kind: "unknown-encoding" };

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);

/** How many bytes of the file the checks look at: enough to judge, cheap on a 50 MB file. */
const SNIFF_BYTES = 64 * 1024;

/**
 * What a file is, judged by its bytes (never by its name or declared type): an .xlsx workbook (a
 * zip), an old .xls, binary data, or text in one of the supported encodings. Byte-order marks
 * decide first; then UTF-16 without a mark (every other byte zero), strict UTF-8, and finally
 * chardet, whose single-byte Western answers are read as Windows-1252 (a superset of Latin-1).
 */
export function sniffFile(bytes: Uint8Array): Sniffed {
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return { kind: "xlsx" };
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return { kind: "xls" };
  if (startsWith(bytes, [0xef, 0xbb, 0xbf]))
    return { kind: "text", encoding: "utf-8", bomLength: 3 };
  if (startsWith(bytes, [0xff, 0xfe])) return { kind: "text", encoding: "utf-16le", bomLength: 2 };
  if (startsWith(bytes, [0xfe, 0xff])) return { kind: "text", encoding: "utf-16be", bomLength: 2 };

  const head = bytes.subarray(0, SNIFF_BYTES);
  const utf16 = utf16WithoutBom(head);
  if (utf16) return { kind: "text", encoding: utf16, bomLength: 0 };
  if (looksBinary(head)) return { kind: "binary" };
  if (isUtf8(bytes)) return { kind: "text", encoding: "utf-8", bomLength: 0 };

  const best = analyse(head)[0];
  const name = best?.name.toUpperCase() ?? "";
  if (/^(ISO-8859-\d+|WINDOWS-125\d)$/.test(name) || !best || best.confidence < 50) {
    return { kind: "text", encoding: "windows-1252", bomLength: 0 };
  }
  return { kind: "unknown-encoding" };
}

/** Text in UTF-16 without a byte-order mark: ASCII characters leave a zero byte in every pair. */
function utf16WithoutBom(head: Uint8Array): TextEncoding | null {
  const pairs = Math.floor(Math.min(head.length, 4096) / 2);
  if (pairs < 2) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < pairs; i++) {
    if (head[2 * i] === 0) evenZeros++;
    if (head[2 * i + 1] === 0) oddZeros++;
  }
  if (oddZeros > pairs * 0.6 && evenZeros < pairs * 0.1) return "utf-16le";
  if (evenZeros > pairs * 0.6 && oddZeros < pairs * 0.1) return "utf-16be";
  return null;
}

/** Zero bytes, or many control characters other than tab and line breaks, mean binary data. */
function looksBinary(head: Uint8Array): boolean {
  let controls = 0;
  for (const byte of head) {
    if (byte === 0) return true;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) {
      controls++;
    }
  }
  return controls > Math.max(8, head.length * 0.01);
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Decode a slice of text bytes (for tests and the delimiter guess). */
export function decodeText(bytes: Uint8Array, encoding: TextEncoding): string {
  return iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), encoding);
}
