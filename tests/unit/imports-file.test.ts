import ExcelJS from "exceljs";
import iconv from "iconv-lite";
import { sniffFile } from "@/lib/server/imports/encoding";
import { ImportFileError } from "@/lib/server/imports/limits";
import { guessDelimiter, openProspectFile, readAll } from "@/lib/server/imports/parse";
import { IMPORT_MESSAGES } from "@/lib/shared/import-vocabulary";

const bytesOf = (text: string, encoding = "utf-8") => new Uint8Array(iconv.encode(text, encoding));

async function read(bytes: Uint8Array) {
  const rows: string[][] = [];
  const file = openProspectFile(bytes);
  const { headers } = await readAll(file, {
    onRow: (cells) => {
      rows.push(cells);
    },
  });
  return { format: file.format, encoding: file.encoding, headers, rows };
}

describe("sniffFile", () => {
  it("reads byte-order marks", () => {
    expect(sniffFile(new Uint8Array([0xef, 0xbb, 0xbf, 0x41]))).toMatchObject({
      kind: "text",
      encoding: "utf-8",
      bomLength: 3,
    });
    expect(sniffFile(new Uint8Array([0xff, 0xfe, 0x41, 0]))).toMatchObject({
      encoding: "utf-16le",
    });
    expect(sniffFile(new Uint8Array([0xfe, 0xff, 0, 0x41]))).toMatchObject({
      encoding: "utf-16be",
    });
  });

  it("finds UTF-16 without a mark, UTF-8 and Windows-1252", () => {
    expect(sniffFile(bytesOf("Name,Country\nAcme,France\n", "utf-16le"))).toMatchObject({
      encoding: "utf-16le",
    });
    expect(sniffFile(bytesOf("Name,Country\nAcme,France\n", "utf-16be"))).toMatchObject({
      encoding: "utf-16be",
    });
    expect(sniffFile(bytesOf("Name\nNestlé Société\n"))).toMatchObject({ encoding: "utf-8" });
    expect(sniffFile(bytesOf("Name\nNestlé Société, Müller\n", "windows-1252"))).toMatchObject({
      encoding: "windows-1252",
    });
  });

  it("tells workbooks and binary data apart from text", () => {
    expect(sniffFile(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2]))).toEqual({ kind: "xlsx" });
    expect(sniffFile(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toEqual({
      kind: "xls",
    });
    expect(sniffFile(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0x1a, 0x0a, 3, 4]))).toEqual({
      kind: "binary",
    });
  });
});

describe("guessDelimiter", () => {
  it.each([
    ["name,website,country", ","],
    ["name;website;country", ";"],
    ["name\twebsite\tcountry", "\t"],
    ['"a;b",c,d', ","],
  ])("%p → %p", (line, expected) => {
    expect(guessDelimiter(line)).toBe(expected);
  });
});

describe("openProspectFile", () => {
  it("reads CSV in each encoding and separator, skipping blank lines", async () => {
    for (const encoding of ["utf-8", "utf-16le", "windows-1252"]) {
      const file = await read(
        bytesOf("Name;Pays\r\n\r\nNestlé;Suisse\r\nL'Oréal;France\r\n", encoding),
      );
      expect(file.headers).toEqual(["Name", "Pays"]);
      expect(file.rows).toEqual([
        ["Nestlé", "Suisse"],
        ["L'Oréal", "France"],
      ]);
    }
  });

  it("keeps formula-like cells as text and quoted line breaks", async () => {
    const file = await read(bytesOf('Name,Notes\n=HYPERLINK("x"),"two\nlines"\n'));
    expect(file.rows[0]).toEqual(['=HYPERLINK("x")', "two\nlines"]);
  });

  it("refuses empty, binary and header-only files with clear messages", async () => {
    await expect(read(new Uint8Array())).rejects.toThrow(IMPORT_MESSAGES.empty);
    await expect(read(new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0, 0, 0]))).rejects.toThrow(
      IMPORT_MESSAGES.binary,
    );
    await expect(read(bytesOf("Name,Website\n"))).rejects.toThrow(IMPORT_MESSAGES.noDataRows);
  });

  it("stops past 200,000 data rows", async () => {
    const text = `Name\n${"x\n".repeat(200_001)}`;
    await expect(read(bytesOf(text))).rejects.toThrow(IMPORT_MESSAGES.tooManyRows);
  });

  it("reads the first sheet of an .xlsx workbook, formulas as their cached result", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Prospects");
    sheet.addRow(["Company", "Website", "Revenue"]);
    sheet.addRow(["Acme", "acme.com", 1200]);
    sheet.addRow([
      "Beta",
      { text: "beta.io", hyperlink: "https://beta.io" },
      { formula: "1+1", result: 2 },
    ]);
    workbook.addWorksheet("Other").addRow(["ignored"]);
    const file = await read(new Uint8Array(await workbook.xlsx.writeBuffer()));
    expect(file.format).toBe("xlsx");
    expect(file.headers).toEqual(["Company", "Website", "Revenue"]);
    expect(file.rows).toEqual([
      ["Acme", "acme.com", "1200"],
      ["Beta", "beta.io", "2"],
    ]);
  });

  it("refuses a zip that is not a workbook", async () => {
    await expect(
      read(new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(40).fill(0)])),
    ).rejects.toBeInstanceOf(ImportFileError);
  });
});
