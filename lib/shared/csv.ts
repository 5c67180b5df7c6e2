/**
 * CSV as Pitchside writes it (the pipeline report, rejected import rows, the sponsor list export):
 * RFC 4180 quoting, CRLF line ends, and every text cell defused against spreadsheet formulas.
 */

/** A CSV field: quoted when it holds a comma, quote or line break; formula starts are defused. */
export function csvField(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet (CSV injection).
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, cells written by `csvField`, ended by CRLF. */
export const csvLine = (cells: readonly (string | number | null)[]) =>
  `${cells.map((cell) => csvField(cell)).join(",")}\r\n`;
