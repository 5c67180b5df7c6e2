import { randomBytes } from "node:crypto";
import ExcelJS from "exceljs";
import { ImportFileError } from "@/lib/server/imports/limits";
import { openProspectFile, readAll } from "@/lib/server/imports/parse";
import { IMPORT_MESSAGES } from "@/lib/shared/import-vocabulary";
import {
  buildZip,
  pack,
  packRepeated,
  SHEET_HEAD,
  SHEET_TAIL,
  workbookParts,
  type ZipPart,
} from "../support/zip";

// Some files here hold hundreds of thousands of rows or a gigabyte once unpacked; reading or
// refusing them takes a second or two, more on a busy machine.
jest.setTimeout(60_000);

async function read(bytes: Uint8Array) {
  const rows: string[][] = [];
  const { headers } = await readAll(openProspectFile(bytes), {
    onRow: (cells) => {
      rows.push(cells);
    },
  });
  return { headers, rows };
}

/** A workbook whose first sheet holds these rows (worksheet XML between sheetData's tags). */
const sheetOf = (rows: string, options: Parameters<typeof workbookParts>[1] = {}) =>
  buildZip(workbookParts(SHEET_HEAD + rows + SHEET_TAIL, options));

const inline = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
const HEADER = `<row r="1">${inline("A1", "Name")}</row>`;

/** The file's refusal: its kind and message. */
async function refusal(bytes: Uint8Array | (() => Uint8Array)) {
  try {
    await read(typeof bytes === "function" ? bytes() : bytes);
  } catch (error) {
    if (error instanceof ImportFileError) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error("the file was read");
}

describe("reading an .xlsx worksheet", () => {
  it("reads every kind of cell as the text a spreadsheet shows", async () => {
    const file = sheetOf(
      `<row r="1">${inline("A1", "Name")}${inline("B1", "Value")}</row>
       <row r="2"><c r="A2" t="s"><v>0</v></c><c r="B2" t="s"><v>1</v></c></row>
       <row r="3">${inline("A3", "Inline")}<c r="B3" t="inlineStr"><is><r><t>rich </t></r><r><rPr><b/></rPr><t>text</t></r><rPh><t>ignored</t></rPh></is></c></row>
       <row r="4">${inline("A4", "Formula")}<c r="B4" t="str"><f>CONCAT("a","b")</f><v>ab</v></c></row>
       <row r="5">${inline("A5", "Number")}<c r="B5"><f>1+1</f><v>2</v></c></row>
       <row r="6">${inline("A6", "Decimal")}<c r="B6"><v>1.50</v></c></row>
       <row r="7">${inline("A7", "Boolean")}<c r="B7" t="b"><v>1</v></c></row>
       <row r="8">${inline("A8", "Error")}<c r="B8" t="e"><v>#N/A</v></c></row>
       <row r="9">${inline("A9", "Date")}<c r="B9" t="d"><v>2024-03-05T00:00:00Z</v></c></row>
       <row r="10">${inline("A10", "No result")}<c r="B10"><f>SUM(A1:A2)</f></c></row>
       <row r="11">${inline("A11", "Escaped")}${inline("B11", "&lt;b&gt; &amp; &#233;")}</row>`,
      {
        sharedStrings: [
          "<t>Shared</t>",
          "<r><t>Rich </t></r><r><rPr><i/></rPr><t>runs</t></r><rPh><t>カ</t></rPh>",
        ],
      },
    );
    const { headers, rows } = await read(file);
    expect(headers).toEqual(["Name", "Value"]);
    expect(rows).toEqual([
      ["Shared", "Rich runs"],
      ["Inline", "rich text"],
      ["Formula", "ab"],
      ["Number", "2"],
      ["Decimal", "1.5"],
      ["Boolean", "true"],
      ["Error", "#N/A"],
      ["Date", "2024-03-05"],
      ["No result", "=SUM(A1:A2)"],
      ["Escaped", "<b> & é"],
    ]);
  });

  it("places cells by their reference and reads references-free cells in order", async () => {
    const { headers, rows } = await read(
      sheetOf(
        `<row>${inline("A1", "Name")}${inline("B1", "Web")}${inline("C1", "City")}</row>
         <row r="7">${inline("C7", "Paris")}${inline("A7", "Acme")}</row>
         <row r="9"><c t="inlineStr"><is><t>Beta</t></is></c><c/><c t="inlineStr"><is><t>Rome</t></is></c></row>`,
      ),
    );
    expect(headers).toEqual(["Name", "Web", "City"]);
    expect(rows).toEqual([
      ["Acme", "", "Paris"],
      ["Beta", "", "Rome"],
    ]);
  });

  it("never allocates the columns of a far-away cell: a data row drops it, a header is too wide", async () => {
    const data = await read(
      sheetOf(`${HEADER}<row r="2">${inline("A2", "Acme")}${inline("XFD1048576", "far")}</row>`),
    );
    expect(data.rows).toEqual([["Acme"]]);
    // A blank far-away cell (formatting only) does not widen the header either.
    const styled = await read(
      sheetOf(
        `<row r="1">${inline("A1", "Name")}<c r="XFD1" s="3"/></row><row r="2">${inline("A2", "Acme")}</row>`,
      ),
    );
    expect(styled.headers).toEqual(["Name"]);
    expect(await refusal(sheetOf(`<row r="1">${inline("XFD1", "Name")}</row>`))).toEqual({
      kind: "invalid",
      message: IMPORT_MESSAGES.tooManyColumns,
    });
  });

  it("reads the first sheet in the workbook's order, not the zip's", async () => {
    const first = SHEET_HEAD + `${HEADER}<row r="2">${inline("A2", "First")}</row>` + SHEET_TAIL;
    const second = SHEET_HEAD + `${HEADER}<row r="2">${inline("A2", "Second")}</row>` + SHEET_TAIL;
    const parts = workbookParts(first, { more: [second] });
    // The second sheet's part comes first in the zip.
    const reordered: ZipPart[] = [
      ...parts.slice(0, -2),
      parts[parts.length - 1]!,
      parts[parts.length - 2]!,
    ];
    expect((await read(buildZip(reordered))).rows).toEqual([["First"]]);
  });

  it("reads what ExcelJS writes, hyperlinks and formulas included", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Prospects");
    sheet.addRow(["Company", "Website", "Revenue"]);
    sheet.addRow([
      "Acme",
      { text: "acme.com", hyperlink: "https://acme.com" },
      { formula: "1+1", result: 2 },
    ]);
    sheet.addRow([]);
    sheet.addRow([
      "Beta",
      { richText: [{ text: "be" }, { text: "ta.io", font: { bold: true } }] },
      3,
    ]);
    const { headers, rows } = await read(new Uint8Array(await workbook.xlsx.writeBuffer()));
    expect(headers).toEqual(["Company", "Website", "Revenue"]);
    expect(rows).toEqual([
      ["Acme", "acme.com", "2"],
      ["Beta", "beta.io", "3"],
    ]);
  });
});

describe("counting what an .xlsx holds", () => {
  it("counts blank rows against the row limit", async () => {
    const blank = (count: number) =>
      Array.from({ length: count }, (_, i) => `<row r="${i + 3}"/>`).join("");
    const acme = `<row r="2">${inline("A2", "Acme")}</row>`;
    expect(await refusal(sheetOf(HEADER + acme + blank(200_000)))).toEqual({
      kind: "invalid",
      message: IMPORT_MESSAGES.tooManyRows,
    });
    // One row fewer is within the limit, and the blank rows are not kept.
    expect((await read(sheetOf(HEADER + acme + blank(199_999)))).rows).toEqual([["Acme"]]);
  });

  it("counts blank lines of a CSV file against the row limit", async () => {
    // Empty lines and lines of empty cells: 200,001 rows below the header.
    const text = `Name\nAcme\n${"\n".repeat(199_990)}${",,\n".repeat(10)}`;
    expect(await refusal(new TextEncoder().encode(text))).toEqual({
      kind: "invalid",
      message: IMPORT_MESSAGES.tooManyRows,
    });
  });
});

describe("refusing a workbook built to overload the server", () => {
  // About 1.1 GB of an element the reader does not know: nothing but its size can stop it.
  const bomb = () => packRepeated(SHEET_HEAD + HEADER, "<x/>".repeat(1 << 18), 1000, SHEET_TAIL);

  it("refuses by its directory, before unpacking, a file that unpacks to gigabytes", async () => {
    const file = buildZip(workbookParts(bomb()));
    expect(file.length).toBeLessThan(2 * 1024 * 1024);
    // Synchronously, by its directory: nothing has been unpacked or stored.
    expect(() => openProspectFile(file)).toThrow(IMPORT_MESSAGES.unpackedTooLarge);
    expect(await refusal(file)).toMatchObject({ kind: "too-large" });
  });

  it("refuses a part that unpacks to more than 100 times its size", async () => {
    const sheet = packRepeated(SHEET_HEAD + HEADER, "<row/>".repeat(10_000), 40, SHEET_TAIL);
    expect(await refusal(buildZip(workbookParts(sheet)))).toEqual({
      kind: "invalid",
      message: IMPORT_MESSAGES.xlsxPackingRatio,
    });
  });

  it("stops unpacking a part the moment it outgrows the size its directory gives", async () => {
    const sheet = bomb();
    const lying = buildZip(workbookParts(sheet, { declaredSheetSize: sheet.data.length }));
    expect(await refusal(lying)).toEqual({
      kind: "invalid",
      message: IMPORT_MESSAGES.xlsxSizeMismatch,
    });
  });

  it("refuses a part that ends before the size its directory gives", async () => {
    const parts = workbookParts(SHEET_HEAD + HEADER + SHEET_TAIL).map((part) =>
      part.name === "xl/_rels/workbook.xml.rels"
        ? { ...part, declaredSize: Buffer.byteLength(part.content as string) + 10 }
        : part,
    );
    expect(await refusal(buildZip(parts))).toMatchObject({
      message: IMPORT_MESSAGES.xlsxSizeMismatch,
    });
  });

  it("refuses local headers that disagree with the directory, and duplicate names", async () => {
    const file = sheetOf(`${HEADER}<row>${inline("A2", "Acme")}</row>`);
    // The sheet's local header (before the directory) names another part than the directory.
    const renamed = Buffer.from(file);
    renamed.write("xl/worksheets/sheetX.xml", renamed.indexOf("xl/worksheets/sheet1.xml"));
    expect(await refusal(new Uint8Array(renamed))).toMatchObject({
      message: IMPORT_MESSAGES.xlsxSizeMismatch,
    });
    const parts = workbookParts(SHEET_HEAD + HEADER + SHEET_TAIL);
    const twice = buildZip([...parts, parts[parts.length - 1]!]);
    expect(await refusal(twice)).toMatchObject({ message: IMPORT_MESSAGES.xlsxSizeMismatch });
  });

  it("refuses encrypted parts and zip64 directories as unreadable", async () => {
    const file = Buffer.from(sheetOf(HEADER));
    const directory = file.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    const encrypted = Buffer.from(file);
    encrypted.writeUInt16LE(encrypted.readUInt16LE(directory + 8) | 1, directory + 8);
    expect(await refusal(new Uint8Array(encrypted))).toEqual({
      kind: "unsupported",
      message: IMPORT_MESSAGES.badXlsx,
    });
    const zip64 = Buffer.from(file);
    zip64.writeUInt32LE(0xffffffff, directory + 24);
    expect(await refusal(new Uint8Array(zip64))).toMatchObject({
      message: IMPORT_MESSAGES.badXlsx,
    });
  });

  it("refuses a text run longer than 4 million characters and deep nesting", async () => {
    // Random text packs poorly, so only the run's length can refuse it.
    const long = randomBytes(3_200_000).toString("base64");
    expect(await refusal(sheetOf(`${HEADER}<row>${inline("A2", long)}</row>`))).toEqual({
      kind: "invalid",
      message: IMPORT_MESSAGES.xlsxMarkup,
    });
    const deep = `${"<x>".repeat(70)}${"</x>".repeat(70)}`;
    expect(await refusal(sheetOf(`${HEADER}<row>${deep}</row>`))).toMatchObject({
      message: IMPORT_MESSAGES.xlsxMarkup,
    });
  });

  it("refuses entities it does not know instead of expanding them", async () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE w [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>' +
      `<worksheet><sheetData>${HEADER}<row>${inline("A2", "&b;")}</row></sheetData></worksheet>`;
    expect(await refusal(buildZip(workbookParts(laughs)))).toMatchObject({
      kind: "unsupported",
      message: IMPORT_MESSAGES.badXlsx,
    });
  });

  it("refuses a zip of more than 1,000 parts", async () => {
    const parts = workbookParts(SHEET_HEAD + HEADER + SHEET_TAIL);
    const filler = Array.from({ length: 1000 }, (_, i) => ({
      name: `xl/media/${i}.txt`,
      content: pack("x"),
    }));
    expect(await refusal(buildZip([...parts, ...filler]))).toEqual({
      kind: "invalid",
      message: IMPORT_MESSAGES.xlsxTooManyParts,
    });
  });
});
