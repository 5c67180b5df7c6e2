import { Readable } from "node:stream";
import { createInflateRaw } from "node:zlib";
import { IMPORT_LIMITS } from "@/lib/shared/schemas/imports";
import { IMPORT_MESSAGES } from "@/lib/shared/import-vocabulary";
import { ImportFileError } from "./limits";

/**
 * Reading the zip an .xlsx is, from the upload held in memory. The zip's table of contents (its
 * central directory, at the end) is read first and judged before a byte is unpacked: too many
 * parts, parts that unpack to too much in total or far beyond their packed size, encryption, zip64
 * and unknown packing are refused. A part is then unpacked only when asked for, from the offset
 * the directory gives, after checking that the part's own header there names the same part; its
 * real output is counted as it streams and the reading stops the moment a part grows past the size
 * the directory gave or the file's total passes its bound. Sizes a crafted file declares can lie;
 * the counted output cannot.
 */

export interface ZipEntry {
  /** The part's name as written (zip names are case-sensitive; lookups are not). */
  name: string;
  nameBytes: Uint8Array;
  method: 0 | 8;
  packedSize: number;
  size: number;
  headerOffset: number;
}

export interface ZipArchive {
  bytes: Uint8Array;
  /** Parts by lower-cased name. */
  entries: Map<string, ZipEntry>;
  directoryOffset: number;
}

/** How many unpacked bytes reading may still produce, shared by every part read from one file. */
export interface UnpackBudget {
  remaining: number;
}

const END_SIGNATURE = 0x06054b50;
const DIRECTORY_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const END_SIZE = 22;
const MAX_COMMENT = 0xffff;
/** Feed packed bytes to zlib in slices, so a large part streams instead of inflating at once. */
const SLICE = 64 * 1024;

const unreadable = () => new ImportFileError(IMPORT_MESSAGES.badXlsx, "unsupported");

export function openZip(bytes: Uint8Array): ZipArchive {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEnd(view);
  const disk = view.getUint16(end + 4, true);
  const directoryDisk = view.getUint16(end + 6, true);
  const onDisk = view.getUint16(end + 8, true);
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  // Split archives and zip64 (a field at its maximum) are never needed for a 50 MB workbook.
  if (disk !== 0 || directoryDisk !== 0 || onDisk !== count || count === 0xffff) throw unreadable();
  if (directoryOffset === 0xffffffff || directorySize === 0xffffffff) throw unreadable();
  if (count > IMPORT_LIMITS.maxZipEntries) {
    throw new ImportFileError(IMPORT_MESSAGES.xlsxTooManyParts);
  }
  const directoryEnd = directoryOffset + directorySize;
  if (directoryEnd > end) throw unreadable();

  const entries = new Map<string, ZipEntry>();
  let unpacked = 0;
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > directoryEnd || view.getUint32(at, true) !== DIRECTORY_SIGNATURE) {
      throw unreadable();
    }
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const packedSize = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const headerOffset = view.getUint32(at + 42, true);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > directoryEnd) throw unreadable();
    // Encrypted parts (bit 0, bit 6), zip64 sizes and packing other than stored or deflate.
    if (flags & 0x41 || (method !== 0 && method !== 8)) throw unreadable();
    if (packedSize === 0xffffffff || size === 0xffffffff || headerOffset === 0xffffffff) {
      throw unreadable();
    }
    if (headerOffset + 30 > directoryOffset) throw unreadable();
    if (method === 0 && packedSize !== size) {
      throw new ImportFileError(IMPORT_MESSAGES.xlsxSizeMismatch);
    }
    const nameBytes = bytes.subarray(at + 46, at + 46 + nameLength);
    const name = new TextDecoder().decode(nameBytes);
    const key = name.toLowerCase();
    // Two parts of one name: which one a reader takes would be up to the reader.
    if (entries.has(key)) throw new ImportFileError(IMPORT_MESSAGES.xlsxSizeMismatch);
    unpacked += size;
    if (unpacked > IMPORT_LIMITS.maxUnpackedBytes) {
      throw new ImportFileError(IMPORT_MESSAGES.unpackedTooLarge, "too-large");
    }
    if (
      size > IMPORT_LIMITS.packingRatioFromBytes &&
      size > packedSize * IMPORT_LIMITS.maxPackingRatio
    ) {
      throw new ImportFileError(IMPORT_MESSAGES.xlsxPackingRatio);
    }
    entries.set(key, { name, nameBytes, method, packedSize, size, headerOffset });
    at = next;
  }
  return { bytes, entries, directoryOffset };
}

/** The end-of-directory record: the last one whose comment fits in the file. */
function findEnd(view: DataView): number {
  const last = view.byteLength - END_SIZE;
  for (let at = last; at >= 0 && at >= last - MAX_COMMENT; at--) {
    if (
      view.getUint32(at, true) === END_SIGNATURE &&
      at + END_SIZE + view.getUint16(at + 20, true) <= view.byteLength
    ) {
      return at;
    }
  }
  throw unreadable();
}

/** The packed bytes of a part, after checking its local header agrees with the directory. */
function packedBytes(zip: ZipArchive, entry: ZipEntry): Uint8Array {
  const { bytes } = zip;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.headerOffset;
  if (view.getUint32(at, true) !== LOCAL_SIGNATURE) throw unreadable();
  const nameLength = view.getUint16(at + 26, true);
  const extraLength = view.getUint16(at + 28, true);
  const start = at + 30 + nameLength + extraLength;
  const end = start + entry.packedSize;
  const name = bytes.subarray(at + 30, at + 30 + nameLength);
  const sameName =
    name.length === entry.nameBytes.length && name.every((byte, i) => byte === entry.nameBytes[i]);
  if (!sameName || view.getUint16(at + 8, true) !== entry.method || end > zip.directoryOffset) {
    throw new ImportFileError(IMPORT_MESSAGES.xlsxSizeMismatch);
  }
  return bytes.subarray(start, end);
}

/**
 * Unpack one part as a stream of chunks, counting every byte produced against the part's declared
 * size and the file's budget. Stopping early (the caller returns or throws) ends the inflation.
 */
export async function* unpackEntry(
  zip: ZipArchive,
  entry: ZipEntry,
  budget: UnpackBudget,
): AsyncGenerator<Uint8Array> {
  const packed = packedBytes(zip, entry);
  const source = Readable.from(slices(packed));
  const inflater = entry.method === 8 ? createInflateRaw({ chunkSize: SLICE }) : null;
  const output: AsyncIterable<Uint8Array> = inflater ? source.pipe(inflater) : source;
  let produced = 0;
  try {
    for await (const chunk of output) {
      produced += chunk.length;
      budget.remaining -= chunk.length;
      if (produced > entry.size) throw new ImportFileError(IMPORT_MESSAGES.xlsxSizeMismatch);
      if (budget.remaining < 0) {
        throw new ImportFileError(IMPORT_MESSAGES.unpackedTooLarge, "too-large");
      }
      yield chunk;
    }
  } finally {
    source.destroy();
    inflater?.destroy();
  }
  if (produced !== entry.size) throw new ImportFileError(IMPORT_MESSAGES.xlsxSizeMismatch);
}

function* slices(bytes: Uint8Array): Generator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += SLICE) yield bytes.subarray(at, at + SLICE);
}
