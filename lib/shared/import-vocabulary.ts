/**
 * The words of a prospect-list import the wizard shows: the brand fields a column can be mapped
 * to, their labels, and every text the import answers with. Kept apart from the import schemas so
 * a client component reading them does not load zod.
 */

/** The brand fields a prospect list's columns can be mapped to, in the order the wizard shows. */
export const IMPORT_FIELDS = [
  "name",
  "website",
  "industry",
  "country",
  "city",
  "description",
  "revenue",
  "contactName",
  "contactEmail",
  "contactPhone",
  "contactTitle",
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  name: "Company name",
  website: "Website",
  industry: "Industry",
  country: "Country",
  city: "City",
  description: "Description",
  revenue: "Annual revenue (USD)",
  contactName: "Contact name",
  contactEmail: "Contact email",
  contactPhone: "Contact phone",
  contactTitle: "Contact title",
};

/** Every text the import answers with that people read. */
export const IMPORT_MESSAGES = {
  notFound: "Import not found",
  noFile: "Choose a CSV or Excel (.xlsx) file to import.",
  tooLarge: "The file is larger than 50 MB. Split it into smaller files.",
  empty: "The file is empty: it has no header row and no data rows.",
  noDataRows: "The file has a header row but no data rows.",
  tooManyRows:
    "The file has more than 200,000 rows below its header (blank rows count too). Split it into smaller files.",
  tooManyColumns: "The file has more than 200 columns. Keep only the columns to import.",
  tooManyCells:
    "The file has more than 10,000,000 cells (blank cells count too). Keep only the columns to import, or split it into smaller files.",
  tooManySeparators:
    "A line of the file holds more than 100,000 separators. Check that it is a CSV file with one row per line, and try again.",
  rowTooLong:
    "A row of the file holds more than 2,000,000 characters. Shorten its cells or remove the row, and try again.",
  tooMuchText:
    "The file holds more than 100 million characters of text. Split it into smaller files.",
  unpackedTooLarge:
    "The Excel file unpacks to more than 512 MB. Keep only the sheet and columns to import, or save it as CSV, and try again.",
  tooManySharedStrings:
    "The Excel file holds more than 3,000,000 different texts. Split it into smaller files.",
  xlsxTooManyParts:
    "The Excel file is made of more than 1,000 parts (sheets, pictures and the like). Keep only the sheet to import, save it as .xlsx and try again.",
  xlsxPackingRatio:
    "Part of the Excel file unpacks to more than 100 times its packed size, which spreadsheet programs do not write. Open it in Excel, save it as .xlsx and try again.",
  xlsxSizeMismatch:
    "Part of the Excel file does not match the size its table of contents gives. Open it in Excel, save it as .xlsx and try again.",
  xlsxMarkup:
    "The Excel file holds a text or tag longer than 4 million characters, or nests more than 64 levels deep. Open it in Excel, save it as .xlsx and try again.",
  binary:
    "The file is not a CSV or Excel (.xlsx) file: it holds binary data. Save it as CSV (UTF-8) or .xlsx and try again.",
  badEncoding: "The file's text encoding could not be read. Save it as CSV (UTF-8) and try again.",
  badXlsx: "The Excel file could not be read. Open it in Excel, save it as .xlsx and try again.",
  noNameColumn:
    "The file has no column for the company name. Add a header such as Name, Company or Brand.",
  nameRequired: "Choose the column that holds the company name.",
  notReady: "This import has already been started; its mapping and decisions can no longer change.",
  notCompleted: "Only a completed import can be undone.",
  notDraft: "This import has been started; only an import that was never started can be deleted.",
  notReviewed: "Choose the columns before importing.",
} as const;
