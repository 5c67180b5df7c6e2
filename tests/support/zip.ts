import { crc32, constants, deflateRawSync } from "node:zlib";

/**
 * A small zip writer for tests that need files no spreadsheet program writes: parts whose sizes
 * lie, compression bombs, odd part orders. Real workbooks in tests are written with ExcelJS.
 */

/** A part's bytes as stored in the zip (raw deflate), with what they unpack to. */
export interface Packed {
  data: Uint8Array;
  size: number;
  crc: number;
}

export interface ZipPart {
  name: string;
  /** Text or bytes, deflated when the zip is built; or bytes already packed. */
  content: string | Uint8Array | Packed;
  /** The unpacked size written in the headers (default: the true size). */
  declaredSize?: number;
}

const isPacked = (content: ZipPart["content"]): content is Packed =>
  typeof content === "object" && "crc" in content;

/** Deflate text or bytes in one go. */
export function pack(content: string | Uint8Array): Packed {
  const bytes = typeof content === "string" ? Buffer.from(content) : Buffer.from(content);
  return { data: deflateRawSync(bytes), size: bytes.length, crc: crc32(bytes) };
}

/**
 * `head`, then `unit` repeated `times` times, then `tail`, deflated without ever holding the whole
 * text: each piece is deflated on its own and ends on a full flush (no reference reaches back
 * into an earlier piece), so the packed unit can simply be repeated. A few MB can stand for
 * gigabytes.
 */
export function packRepeated(head: string, unit: string, times: number, tail: string): Packed {
  const piece = (text: string) =>
    deflateRawSync(Buffer.from(text), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const unitBytes = Buffer.from(unit);
  const packedUnit = piece(unit);
  let crc = crc32(Buffer.from(head));
  for (let i = 0; i < times; i++) crc = crc32(unitBytes, crc);
  crc = crc32(Buffer.from(tail), crc);
  const parts = [piece(head), ...Array<Buffer>(times).fill(packedUnit), deflateRawSync(tail)];
  return {
    data: Buffer.concat(parts),
    size: Buffer.byteLength(head) + unitBytes.length * times + Buffer.byteLength(tail),
    crc,
  };
}

/** The zip file of these parts, in this order, every part deflated. */
export function buildZip(parts: readonly ZipPart[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const packed = isPacked(part.content) ? part.content : pack(part.content);
    const name = Buffer.from(part.name);
    const size = part.declaredSize ?? packed.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(packed.crc >>> 0, 14);
    local.writeUInt32LE(packed.data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.crc >>> 0, 16);
    central.writeUInt32LE(packed.data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(packed.data));
    centrals.push(central, name);
    offset += local.length + name.length + packed.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const RELS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";

/** The start and end of a worksheet part, around its rows. */
export const SHEET_HEAD = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>`;
export const SHEET_TAIL = "</sheetData></worksheet>";

/**
 * The parts of a minimal workbook whose first sheet is `sheet` (a worksheet part, text or already
 * packed), with shared strings when given (the XML inside each `<si>`). Further sheets may follow
 * in workbook order.
 */
export function workbookParts(
  sheet: string | Packed,
  options: { sharedStrings?: string[]; more?: string[]; declaredSheetSize?: number } = {},
): ZipPart[] {
  const sheets = [sheet, ...(options.more ?? [])];
  const relations = sheets.map(
    (_, i) =>
      `<Relationship Id="rId${i + 1}" Type="${RELS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  );
  if (options.sharedStrings) {
    relations.push(
      `<Relationship Id="rIdS" Type="${RELS}/sharedStrings" Target="/xl/sharedStrings.xml"/>`,
    );
  }
  const strings = (options.sharedStrings ?? []).map((inner) => `<si>${inner}</si>`);
  return [
    {
      name: "[Content_Types].xml",
      content: `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`,
    },
    {
      name: "_rels/.rels",
      content: `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: "xl/workbook.xml",
      content: `<?xml version="1.0"?><workbook xmlns="${MAIN}" xmlns:r="${RELS}"><sheets>${sheets
        .map((_, i) => `<sheet name="Sheet${i + 1}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
        .join("")}</sheets></workbook>`,
    },
    {
      name: "xl/_rels/workbook.xml.rels",
      content: `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relations.join("")}</Relationships>`,
    },
    ...(options.sharedStrings
      ? [
          {
            name: "xl/sharedStrings.xml",
            content: `<?xml version="1.0"?><sst xmlns="${MAIN}" count="${strings.length}">${strings.join("")}</sst>`,
          },
        ]
      : []),
    ...sheets.map((content, i) => ({
      name: `xl/worksheets/sheet${i + 1}.xml`,
      content,
      declaredSize: i === 0 ? options.declaredSheetSize : undefined,
    })),
  ];
}
