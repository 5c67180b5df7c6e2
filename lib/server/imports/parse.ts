import { Readable } from "node:stream";
import { parse as parseCsv, CsvError } from "csv-parse";
import ExcelJS from "exceljs";
import iconv from "iconv-lite";
import { IMPORT_LIMITS, IMPORT_MESSAGES } from "@/lib/shared/schemas/imports";
import { decodeText, sniffFile, type TextEncoding } from "./encoding";

/** A file that cannot be imported, with the text to show. */
export class ImportFileError extends Error {
  constructor(
    message: string,
    readonly kind: "unsupported" | "invalid" = "invalid",
  ) {
    super(message);
    this.name = "ImportFileError";
  }
}

export interface ParsedFile {
  format: "csv" | "xlsx";
  encoding: TextEncoding | null;
  /** The records of the file, header row first; blank rows are left out. */
  records: AsyncIterable<string[]>;
}

/** Feed large buffers to the parsers in slices, so nothing holds a second copy of the file. */
const CHUNK_BYTES = 256 * 1024;

function chunked(bytes: Uint8Array): Readable {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Readable.from(
    (function* () {
      for (let offset = 0; offset < buffer.length; offset += CHUNK_BYTES) {
        yield buffer.subarray(offset, offset + CHUNK_BYTES);
      }
    })(),
    { objectMode: false },
  );
}

/**
 * Open an uploaded prospect list by its bytes: an .xlsx workbook (its first sheet) or CSV text in
 * UTF-8, UTF-16 or Windows-1252, separated by commas, semicolons or tabs. Records are read as a
 * stream; cell text is kept as written (a cell starting with "=" stays text, nothing is evaluated).
 */
export function openProspectFile(bytes: Uint8Array): ParsedFile {
  if (bytes.length === 0) throw new ImportFileError(IMPORT_MESSAGES.empty);
  const sniffed = sniffFile(bytes);
  switch (sniffed.kind) {
    case "xlsx":
      return { format: "xlsx", encoding: null, records: nonBlank(xlsxRecords(bytes)) };
    case "xls":
      throw new ImportFileError(
        "Old Excel files (.xls) are not supported. Save the sheet as .xlsx or CSV and try again.",
        "unsupported",
      );
    case "binary":
      throw new ImportFileError(IMPORT_MESSAGES.binary, "unsupported");
    case "unknown-encoding":
      throw new ImportFileError(IMPORT_MESSAGES.badEncoding, "unsupported");
    case "text": {
      const body = bytes.subarray(sniffed.bomLength);
      const delimiter = guessDelimiter(decodeText(body.subarray(0, 64 * 1024), sniffed.encoding));
      return {
        format: "csv",
        encoding: sniffed.encoding,
        records: nonBlank(csvRecords(body, sniffed.encoding, delimiter)),
      };
    }
  }
}

/** The separator of the header line: the most frequent of comma, semicolon and tab outside quotes. */
export function guessDelimiter(text: string): "," | ";" | "\t" {
  const counts = { ",": 0, ";": 0, "\t": 0 };
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && char in counts) counts[char as keyof typeof counts]++;
  }
  if (counts[";"] > counts[","] && counts[";"] >= counts["\t"]) return ";";
  if (counts["\t"] > counts[","] && counts["\t"] > counts[";"]) return "\t";
  return ",";
}

async function* csvRecords(
  bytes: Uint8Array,
  encoding: TextEncoding,
  delimiter: string,
): AsyncGenerator<string[]> {
  const parser = chunked(bytes)
    .pipe(iconv.decodeStream(encoding))
    .pipe(
      parseCsv({
        delimiter,
        relax_column_count: true,
        relax_quotes: true,
        skip_empty_lines: true,
        bom: true,
      }),
    );
  try {
    for await (const record of parser) yield record as string[];
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      throw new ImportFileError(
        `The CSV file could not be read${line ? ` near line ${line}` : ""}: check its quotes.`,
      );
    }
    throw error;
  } finally {
    parser.destroy();
  }
}

async function* xlsxRecords(bytes: Uint8Array): AsyncGenerator<string[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(chunked(bytes), {
    entries: "emit",
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "ignore",
    worksheets: "emit",
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = (row as ExcelJS.Row).values;
        const cells = Array.isArray(values) ? values.slice(1) : [];
        yield Array.from(cells, cellText);
      }
      return; // the first sheet only
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(IMPORT_MESSAGES.badXlsx, "unsupported");
  }
}

/** The text of a worksheet cell: a formula's cached result (never re-evaluated), a date as ISO. */
export function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== "object") return String(value);
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("text" in value && typeof value.text === "string") return value.text;
  if ("result" in value && value.result !== undefined) return cellText(value.result as never);
  if ("formula" in value && typeof value.formula === "string") return `=${value.formula}`;
  if ("error" in value) return String(value.error);
  return "";
}

async function* nonBlank(records: AsyncIterable<string[]>): AsyncGenerator<string[]> {
  for await (const record of records) {
    if (record.some((cell) => cell.trim() !== "")) yield record;
  }
}

/** Read the header row and every data row, enforcing the row and column limits. */
export async function readAll(
  file: ParsedFile,
  onRow: (cells: string[], rowNumber: number) => Promise<void> | void,
): Promise<{ headers: string[]; rows: number }> {
  let headers: string[] | null = null;
  let rows = 0;
  for await (const record of file.records) {
    if (!headers) {
      if (record.length > IMPORT_LIMITS.maxColumns)
        throw new ImportFileError(IMPORT_MESSAGES.tooManyColumns);
      headers = record.map((cell, index) => cell.trim().slice(0, 200) || `Column ${index + 1}`);
      continue;
    }
    rows++;
    if (rows > IMPORT_LIMITS.maxRows) throw new ImportFileError(IMPORT_MESSAGES.tooManyRows);
    await onRow(record.slice(0, IMPORT_LIMITS.maxColumns), rows);
  }
  if (!headers) throw new ImportFileError(IMPORT_MESSAGES.empty);
  if (rows === 0) throw new ImportFileError(IMPORT_MESSAGES.noDataRows);
  return { headers, rows };
}
