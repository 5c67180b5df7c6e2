import { IMPORT_LIMITS } from "@/lib/shared/schemas/imports";
import { IMPORT_MESSAGES } from "@/lib/shared/import-vocabulary";

/**
 * A file that cannot be imported, with the text to show: `invalid` (400: broken, over a row or
 * cell limit, or packed in a way meant to mislead), `unsupported` (415: not a file we read) or
 * `too-large` (413: more than we unpack or hold).
 */
export class ImportFileError extends Error {
  constructor(
    message: string,
    readonly kind: "unsupported" | "invalid" | "too-large" = "invalid",
  ) {
    super(message);
    this.name = "ImportFileError";
  }
}

/**
 * What reading one file has cost so far, checked as it grows. Readers report every row and every
 * cell they meet, blank or not, and every character they keep, so a file of endless blank rows or
 * far-away cells is refused for what it holds rather than read to its end.
 */
export class ReadCounter {
  private rows = 0;
  private cells = 0;
  private chars = 0;
  private rowChars = 0;

  /** A row begins (the header included). */
  row(): void {
    this.rows++;
    this.rowChars = 0;
    if (this.rows > IMPORT_LIMITS.maxRows + 1) {
      throw new ImportFileError(IMPORT_MESSAGES.tooManyRows);
    }
  }

  cell(count = 1): void {
    this.cells += count;
    if (this.cells > IMPORT_LIMITS.maxCells)
      throw new ImportFileError(IMPORT_MESSAGES.tooManyCells);
  }

  /** Characters of the current row's cells. */
  text(length: number): void {
    this.rowChars += length;
    this.chars += length;
    if (this.rowChars > IMPORT_LIMITS.maxRowChars) {
      throw new ImportFileError(IMPORT_MESSAGES.rowTooLong);
    }
    if (this.chars > IMPORT_LIMITS.maxTextChars) {
      throw new ImportFileError(IMPORT_MESSAGES.tooMuchText, "too-large");
    }
  }
}
