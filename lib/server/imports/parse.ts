import { Readable, Transform } from "node:stream";
import { parse as parseCsv, CsvError } from "csv-parse";
import iconv from "iconv-lite";
import { IMPORT_LIMITS } from "@/lib/shared/schemas/imports";
import { IMPORT_MESSAGES } from "@/lib/shared/import-vocabulary";
import { decodeText, sniffFile, type TextEncoding } from "./encoding";
import { ImportFileError, ReadCounter } from "./limits";
import { xlsxRecords } from "./xlsx";

export interface ParsedFile {
  format: "csv" | "xlsx";
  encoding: TextEncoding | null;
  /**
   * The records of the file in order, blank ones included (an .xlsx leaves out rows that hold
   * nothing at all), already counted against the file's limits as they are read.
   */
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
 * Every row and cell read, blank or not, counts against the limits (IMPORT_LIMITS).
 */
export function openProspectFile(bytes: Uint8Array): ParsedFile {
  if (bytes.length === 0) throw new ImportFileError(IMPORT_MESSAGES.empty);
  const sniffed = sniffFile(bytes);
  const counter = new ReadCounter();
  switch (sniffed.kind) {
    case "xlsx":
      return { format: "xlsx", encoding: null, records: xlsxRecords(bytes, counter) };
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
        records: csvRecords(body, sniffed.encoding, delimiter, counter),
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
  counter: ReadCounter,
): AsyncGenerator<string[]> {
  const guard = separatorGuard(delimiter);
  const parser = chunked(bytes)
    .pipe(iconv.decodeStream(encoding))
    .pipe(guard)
    .pipe(
      parseCsv({
        delimiter,
        relax_column_count: true,
        relax_quotes: true,
        // Empty lines are rows too: they count against the row limit (and are then left out).
        skip_empty_lines: false,
        // A row's cells together, bounded before the parser gathers more of them.
        max_record_size: IMPORT_LIMITS.maxRowChars,
        bom: true,
      }),
    );
  // pipe() does not pass an error on: the guard's refusal ends the parser's iteration with it.
  guard.on("error", (error) => parser.destroy(error));
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      counter.row();
      counter.cell(record.length);
      counter.text(record.reduce((sum, cell) => sum + cell.length, 0));
      yield record;
    }
  } catch (error) {
    if (error instanceof CsvError) {
      if (error.code === "CSV_MAX_RECORD_SIZE") {
        throw new ImportFileError(IMPORT_MESSAGES.rowTooLong);
      }
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

/**
 * Counts the separators of each line of decoded text and refuses a line with more than any row
 * may hold, before csv-parse builds a cell for each. Line breaks inside quotes end a line here
 * too and separators inside quotes count, so the count errs towards refusing only absurd lines.
 */
function separatorGuard(delimiter: string): Transform {
  const separator = delimiter.charCodeAt(0);
  let onLine = 0;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      const text = typeof chunk === "string" ? chunk : chunk.toString("utf8");
      for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        if (code === 10 || code === 13) onLine = 0;
        else if (code === separator && ++onLine > IMPORT_LIMITS.maxLineSeparators) {
          done(new ImportFileError(IMPORT_MESSAGES.tooManySeparators));
          return;
        }
      }
      done(null, text);
    },
  });
}

const isBlank = (record: readonly string[]) => record.every((cell) => cell.trim() === "");

/** A data row cut to the column limit, without the empty cells the cut leaves at its end. */
function withinColumns(record: string[]): string[] {
  if (record.length <= IMPORT_LIMITS.maxColumns) return record;
  const cells = record.slice(0, IMPORT_LIMITS.maxColumns);
  while (cells.length > 0 && cells[cells.length - 1] === "") cells.pop();
  return cells;
}

export interface RecordHandlers {
  /** The header row, before any data row; it may refuse the file by throwing. */
  onHeaders?: (headers: string[]) => Promise<void> | void;
  onRow: (cells: string[], rowNumber: number) => Promise<void> | void;
}

/**
 * Read the header row (the first row that is not blank) and every data row after it, handing on
 * the data rows that are not blank with their number among them; columns past the limit are
 * dropped from data rows, and a header that wide refuses the file.
 */
export async function readAll(
  file: ParsedFile,
  { onHeaders, onRow }: RecordHandlers,
): Promise<{ headers: string[]; rows: number }> {
  let headers: string[] | null = null;
  let rows = 0;
  for await (const record of file.records) {
    if (isBlank(record)) continue;
    if (!headers) {
      if (record.length > IMPORT_LIMITS.maxColumns)
        throw new ImportFileError(IMPORT_MESSAGES.tooManyColumns);
      headers = record.map((cell, index) => cell.trim().slice(0, 200) || `Column ${index + 1}`);
      await onHeaders?.(headers);
      continue;
    }
    rows++;
    await onRow(withinColumns(record), rows);
  }
  if (!headers) throw new ImportFileError(IMPORT_MESSAGES.empty);
  if (rows === 0) throw new ImportFileError(IMPORT_MESSAGES.noDataRows);
  return { headers, rows };
}
