import { IMPORT_LIMITS } from "@/lib/shared/schemas/imports";
import { IMPORT_MESSAGES } from "@/lib/shared/import-vocabulary";
import { ImportFileError, type ReadCounter } from "./limits";
import { readXml, type XmlHandlers } from "./xml";
import { SheetRows } from "./xlsx-sheet";
import { openZip, unpackEntry, type UnpackBudget, type ZipArchive } from "./zip";

/**
 * The rows of an .xlsx workbook's first sheet (in the workbook's own order), as records of cell
 * texts. The zip's directory is judged at once, before a record is asked for (so a file refused by
 * it never reaches the database). Then only four parts are unpacked: the package's relationships,
 * the workbook and its relationships (to find that sheet and the shared strings), the shared
 * strings and the sheet; every other part stays packed. Everything unpacked counts against one
 * budget and every XML part is read as a stream, so the work is bounded by what the limits allow,
 * not by what the file claims (see zip.ts and xml.ts).
 */
export function xlsxRecords(bytes: Uint8Array, counter: ReadCounter): AsyncGenerator<string[]> {
  let zip: ZipArchive;
  try {
    zip = openZip(bytes);
  } catch (error) {
    throw readingError(error);
  }
  return sheetRecords(zip, counter);
}

async function* sheetRecords(zip: ZipArchive, counter: ReadCounter): AsyncGenerator<string[]> {
  try {
    const budget: UnpackBudget = { remaining: IMPORT_LIMITS.maxUnpackedBytes };
    const [main] = await relationships(zip, "", budget, "officeDocument");
    const workbook = main?.target ?? "xl/workbook.xml";
    const parts = await relationships(zip, workbook, budget, "worksheet", "sharedStrings");
    const sheet = await firstSheet(zip, workbook, budget, parts);
    const sharedPart = parts.find((part) => part.type === "sharedStrings");
    const shared = sharedPart ? await sharedStrings(zip, sharedPart.target, budget) : [];
    yield* readXml(unpackEntry(zip, entryOf(zip, sheet), budget), new SheetRows(shared, counter));
  } catch (error) {
    throw readingError(error);
  }
}

/** Our own refusals as they are; zlib's and the XML parser's complaints: damaged or no workbook. */
const readingError = (error: unknown) => (error instanceof ImportFileError ? error : unreadable());

const unreadable = () => new ImportFileError(IMPORT_MESSAGES.badXlsx, "unsupported");

function entryOf(zip: ZipArchive, path: string) {
  const entry = zip.entries.get(path.toLowerCase());
  if (!entry) throw unreadable();
  return entry;
}

/** Read a part to its end (or until its handlers are done) for what the handlers collect. */
async function readPart(
  zip: ZipArchive,
  path: string,
  budget: UnpackBudget,
  handlers: XmlHandlers<never>,
): Promise<void> {
  for await (const nothing of readXml(unpackEntry(zip, entryOf(zip, path), budget), handlers)) {
    void nothing;
  }
}

interface Relationship {
  id: string;
  /** The last segment of the relationship type (worksheet, sharedStrings, officeDocument). */
  type: string;
  /** The target part's path inside the zip. */
  target: string;
}

/** A part's relationships of the given types, in document order; none when it has no such part. */
async function relationships(
  zip: ZipArchive,
  source: string,
  budget: UnpackBudget,
  ...types: string[]
): Promise<Relationship[]> {
  const folder = source.split("/").slice(0, -1);
  const name = source.split("/").pop() ?? "";
  const path = [...folder, "_rels", `${name}.rels`].join("/");
  if (!zip.entries.has(path.toLowerCase())) return [];
  const found: Relationship[] = [];
  await readPart(zip, path, budget, {
    open(element, attributes) {
      if (element !== "Relationship" || attributes.TargetMode === "External") return;
      const type = (attributes.Type ?? "").split("/").pop() ?? "";
      if (!types.includes(type) || !attributes.Id || !attributes.Target) return;
      // No more relationships than a zip can have parts to point at.
      if (found.length >= IMPORT_LIMITS.maxZipEntries) {
        throw new ImportFileError(IMPORT_MESSAGES.xlsxTooManyParts);
      }
      found.push({ id: attributes.Id, type, target: resolve(source, attributes.Target) });
    },
    close() {},
    text() {},
  });
  return found;
}

/** A relationship's target as a path in the zip: absolute, or relative to its source's folder. */
function resolve(source: string, target: string): string {
  const path = target.startsWith("/") ? [] : source.split("/").slice(0, -1);
  for (const segment of target.split("/")) {
    if (segment === "..") path.pop();
    else if (segment !== "" && segment !== ".") path.push(segment);
  }
  return path.join("/");
}

/** The path of the first sheet in the workbook's order that is a worksheet (not a chart). */
async function firstSheet(
  zip: ZipArchive,
  workbook: string,
  budget: UnpackBudget,
  parts: Relationship[],
): Promise<string> {
  const worksheets = new Map(
    parts.filter((part) => part.type === "worksheet").map((part) => [part.id, part.target]),
  );
  let found: string | undefined;
  await readPart(zip, workbook, budget, {
    get done() {
      return found !== undefined;
    },
    open(element, attributes) {
      if (element !== "sheet" || found !== undefined) return;
      // The relationship id is the `id` attribute of the relationships namespace, r:id in practice.
      const key = Object.keys(attributes).find((name) => /^[^:]+:id$/.test(name));
      found = key ? worksheets.get(attributes[key]!) : undefined;
    },
    close() {},
    text() {},
  });
  if (found === undefined) throw unreadable();
  return found;
}

/**
 * The workbook's shared strings, in order: each the text of its runs joined (phonetic guides
 * left out). Their number and their characters together are bounded, since they are held while
 * the sheet is read.
 */
async function sharedStrings(
  zip: ZipArchive,
  path: string,
  budget: UnpackBudget,
): Promise<string[]> {
  const strings: string[] = [];
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  let chars = 0;
  await readPart(zip, path, budget, {
    open(element) {
      if (element === "si") {
        if (strings.length >= IMPORT_LIMITS.maxSharedStrings) {
          throw new ImportFileError(IMPORT_MESSAGES.tooManySharedStrings, "too-large");
        }
        current = "";
      } else if (element === "rPh") phonetic++;
      else if (element === "t" && current !== null && phonetic === 0) inText = true;
    },
    text(text) {
      if (!inText || current === null) return;
      chars += text.length;
      if (chars > IMPORT_LIMITS.maxTextChars) {
        throw new ImportFileError(IMPORT_MESSAGES.tooMuchText, "too-large");
      }
      current += text;
    },
    close(element) {
      if (element === "t") inText = false;
      else if (element === "rPh") phonetic--;
      else if (element === "si" && current !== null) {
        strings.push(current);
        current = null;
      }
    },
  });
  return strings;
}
