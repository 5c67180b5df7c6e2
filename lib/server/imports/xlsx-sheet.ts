import { IMPORT_LIMITS } from "@/lib/shared/schemas/imports";
import { IMPORT_MESSAGES } from "@/lib/shared/import-vocabulary";
import { ImportFileError, type ReadCounter } from "./limits";
import type { XmlHandlers } from "./xml";

/** The last column a worksheet can have (XFD). */
const MAX_SHEET_COLUMN = 16_384;

interface Cell {
  column: number;
  /** The cell's `t` attribute: s, inlineStr, str, b, e, d, or n (a number, the default). */
  type: string;
  value: string;
  hasValue: boolean;
  formula: string;
  inline: string;
}

/**
 * The rows of a worksheet part as records of cell texts, read as its XML streams by. Every row and
 * cell element is counted, blank or not. A cell goes to the column its reference names (C5 → the
 * third), so gaps read as empty cells; a row reference is not followed (missing rows cost nothing
 * and are simply not there). Columns past the import's limit are never allocated: the first
 * non-blank one is kept as one extra cell, so a header that wide is refused as too wide, and the
 * data rows drop it. Rows that hold nothing are counted and not handed on.
 */
export class SheetRows implements XmlHandlers<string[]> {
  /** True once the sheet's data has ended: what follows (merges, links, layout) is not read. */
  done = false;
  private rows: string[][] = [];
  private inData = false;
  private row: string[] | null = null;
  private beyond: string | null = null;
  private nextColumn = 0;
  private cell: Cell | null = null;
  private into: "value" | "formula" | "inline" | null = null;
  private inInline = false;
  private phonetic = 0;

  constructor(
    private readonly shared: readonly string[],
    private readonly counter: ReadCounter,
  ) {}

  take(): string[][] {
    const rows = this.rows;
    this.rows = [];
    return rows;
  }

  open(name: string, attributes: Record<string, string>): void {
    if (name === "sheetData") this.inData = true;
    if (!this.inData) return;
    if (name === "row") {
      this.counter.row();
      this.row = [];
      this.beyond = null;
      this.nextColumn = 0;
    } else if (name === "c" && this.row) {
      this.counter.cell();
      const column = columnOf(attributes.r) ?? this.nextColumn;
      this.nextColumn = column + 1;
      const type = attributes.t ?? "n";
      this.cell = { column, type, value: "", hasValue: false, formula: "", inline: "" };
    } else if (this.cell) {
      if (name === "v") {
        this.into = "value";
        this.cell.hasValue = true;
      } else if (name === "f") this.into = "formula";
      else if (name === "is") this.inInline = true;
      // Phonetic guides (furigana) are not part of the text a spreadsheet shows.
      else if (name === "rPh") this.phonetic++;
      else if (name === "t" && this.inInline && this.phonetic === 0) this.into = "inline";
    }
  }

  text(text: string): void {
    const cell = this.cell;
    if (!cell || !this.into) return;
    // What one cell gathers is bounded like a row, before any of it is kept.
    if (
      cell.value.length + cell.formula.length + cell.inline.length + text.length >
      IMPORT_LIMITS.maxRowChars
    ) {
      throw new ImportFileError(IMPORT_MESSAGES.rowTooLong);
    }
    cell[this.into] += text;
  }

  close(name: string): void {
    if (name === "sheetData") {
      this.inData = false;
      this.done = true;
    } else if (name === "v" || name === "f" || name === "t") this.into = null;
    else if (name === "is") this.inInline = false;
    else if (name === "rPh") this.phonetic--;
    else if (name === "c") this.endCell();
    else if (name === "row") this.endRow();
  }

  private endCell(): void {
    const cell = this.cell;
    const row = this.row;
    this.cell = null;
    this.into = null;
    this.inInline = false;
    if (!cell || !row) return;
    const text = cellText(cell, this.shared);
    this.counter.text(text.length);
    if (cell.column < IMPORT_LIMITS.maxColumns) {
      while (row.length < cell.column) row.push("");
      row[cell.column] = text;
    } else if (this.beyond === null && text.trim() !== "") {
      this.beyond = text;
    }
  }

  private endRow(): void {
    const row = this.row;
    this.row = null;
    if (!row) return;
    while (row.length > 0 && row[row.length - 1] === "") row.pop();
    if (this.beyond !== null) {
      while (row.length < IMPORT_LIMITS.maxColumns) row.push("");
      row.push(this.beyond);
    }
    if (row.length > 0) this.rows.push(row);
  }
}

/** The zero-based column of a cell reference such as "C5", or null when it names none. */
export function columnOf(reference: string | undefined): number | null {
  if (!reference) return null;
  let column = 0;
  let letters = 0;
  for (const char of reference.toUpperCase()) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
    letters++;
    if (column > MAX_SHEET_COLUMN) return null;
  }
  return letters === 0 ? null : column - 1;
}

/**
 * The text of a cell as a spreadsheet shows its stored value: a formula's cached result (never
 * evaluated; a formula without one reads as "=" and its text), shared and inline strings (rich
 * text runs joined), booleans as true/false, errors as written (#N/A), dates as YYYY-MM-DD and
 * numbers as JavaScript writes them (number formats are not applied).
 */
function cellText(cell: Cell, shared: readonly string[]): string {
  if (cell.type === "inlineStr") return cell.inline || cell.value;
  if (!cell.hasValue) return cell.formula ? `=${cell.formula}` : "";
  const value = cell.value;
  switch (cell.type) {
    case "s":
      return shared[Number.parseInt(value, 10)] ?? "";
    case "b":
      return Number.parseInt(value, 10) === 0 ? "false" : "true";
    case "str":
    case "e":
      return value;
    case "d": {
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? value : date.toISOString().slice(0, 10);
    }
    default: {
      const number = Number.parseFloat(value);
      return Number.isNaN(number) ? value : String(number);
    }
  }
}
