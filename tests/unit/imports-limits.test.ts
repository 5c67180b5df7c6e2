import { ImportFileError } from "@/lib/server/imports/limits";
import { openProspectFile, readAll } from "@/lib/server/imports/parse";
import { IMPORT_MESSAGES } from "@/lib/shared/import-vocabulary";
import { buildZip, SHEET_HEAD, SHEET_TAIL, workbookParts } from "../support/zip";

// Small limits, so that each bound can be reached with a few bytes; the real ones are in
// lib/shared/schemas/imports.ts and the files that reach them are in imports-xlsx.test.ts.
jest.mock("@/lib/shared/schemas/imports", () => {
  const actual = jest.requireActual("@/lib/shared/schemas/imports");
  return {
    ...actual,
    IMPORT_LIMITS: {
      ...actual.IMPORT_LIMITS,
      maxCells: 30,
      maxLineSeparators: 50,
      maxRowChars: 40,
      maxTextChars: 100,
      maxSharedStrings: 3,
      maxUnpackedBytes: 16 * 1024,
    },
  };
});

async function refusal(bytes: Uint8Array) {
  try {
    await readAll(openProspectFile(bytes), { onRow: () => {} });
  } catch (error) {
    if (error instanceof ImportFileError) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error("the file was read");
}

const csv = (text: string) => new TextEncoder().encode(text);
const inline = (text: string) => `<c t="inlineStr"><is><t>${text}</t></is></c>`;
const xlsx = (rows: string[], sharedStrings?: string[]) =>
  buildZip(
    workbookParts(SHEET_HEAD + rows.map((cells) => `<row>${cells}</row>`).join("") + SHEET_TAIL, {
      sharedStrings,
    }),
  );

describe("the limits of what a file holds", () => {
  it("counts every cell, blank or not", async () => {
    const tooMany = { kind: "invalid", message: IMPORT_MESSAGES.tooManyCells };
    expect(await refusal(csv(`Name\nAcme\n${",,,,,,,,,\n".repeat(3)}`))).toEqual(tooMany);
    expect(await refusal(xlsx([inline("Name"), inline("Acme"), "<c/>".repeat(29)]))).toEqual(
      tooMany,
    );
    // Cells far to the right count once each, and are never laid out.
    expect(
      await refusal(xlsx([inline("Name"), inline("Acme"), '<c r="XFD2"/>'.repeat(29)])),
    ).toEqual(tooMany);
  });

  it("refuses a line of more separators than a row may hold before splitting it", async () => {
    const tooMany = { kind: "invalid", message: IMPORT_MESSAGES.tooManySeparators };
    expect(await refusal(csv(`Name\n${",".repeat(51)}\n`))).toEqual(tooMany);
    expect(await refusal(csv(`Name;Note\nAcme;${";".repeat(60)}\n`))).toEqual(tooMany);
    // Separators are counted per line: many short lines are read as rows.
    await expect(
      readAll(openProspectFile(csv(`Name,Note\n${"Acme,x\n".repeat(10)}`)), { onRow: () => {} }),
    ).resolves.toMatchObject({ rows: 10 });
  });

  it("bounds the characters of a row, shared strings included", async () => {
    const tooLong = { kind: "invalid", message: IMPORT_MESSAGES.rowTooLong };
    expect(await refusal(csv(`Name\n${"x".repeat(41)}\n`))).toEqual(tooLong);
    expect(await refusal(xlsx([inline("Name"), inline("x".repeat(41))]))).toEqual(tooLong);
    // Each reference to a shared string is short; what it stands for is counted.
    const twice = '<c t="s"><v>0</v></c><c t="s"><v>0</v></c>';
    expect(await refusal(xlsx([inline("Name"), twice], [`<t>${"y".repeat(25)}</t>`]))).toEqual(
      tooLong,
    );
  });

  it("bounds the characters of the whole file", async () => {
    const rows = Array.from({ length: 4 }, () => inline("z".repeat(30)));
    expect(await refusal(xlsx([inline("Name"), ...rows]))).toEqual({
      kind: "too-large",
      message: IMPORT_MESSAGES.tooMuchText,
    });
    expect(await refusal(csv(`Name\n${`${"z".repeat(30)}\n`.repeat(4)}`))).toMatchObject({
      message: IMPORT_MESSAGES.tooMuchText,
    });
  });

  it("bounds the number and the characters of shared strings", async () => {
    const strings = (count: number, length: number) =>
      Array.from({ length: count }, (_, i) => `<t>${String(i).padEnd(length, "s")}</t>`);
    expect(await refusal(xlsx([inline("Name")], strings(4, 1)))).toEqual({
      kind: "too-large",
      message: IMPORT_MESSAGES.tooManySharedStrings,
    });
    expect(await refusal(xlsx([inline("Name")], strings(3, 40)))).toEqual({
      kind: "too-large",
      message: IMPORT_MESSAGES.tooMuchText,
    });
  });

  it("bounds what the parts unpack to together", async () => {
    const rows = Array.from({ length: 1000 }, (_, i) =>
      inline(`Brand ${i}`).replace("<c", `<c r="A${i + 1}"`),
    );
    expect(await refusal(xlsx(rows))).toEqual({
      kind: "too-large",
      message: IMPORT_MESSAGES.unpackedTooLarge,
    });
  });
});
