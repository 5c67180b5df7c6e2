import { pngBytes, SAFE_SVG, SCRIPTED_SVG } from "../images";
import type { Named, RawBody } from "./corpus";

/** The names the upload routes read their file from; every form carries all of them. */
export const FILE_FIELDS = ["profilePicture", "logo", "file"] as const;

/**
 * A PNG whose header is valid and whose pixel data is not: sharp reads its metadata, and only a
 * full decode finds the damage (the review's "passes the header check and fails when redrawn").
 */
export async function corruptPng(): Promise<Uint8Array<ArrayBuffer>> {
  const png = await pngBytes(64, 64);
  const data = png.indexOf("IDAT");
  for (let i = data + 6; i < png.length - 16; i++) png[i] = (png[i]! * 31 + 7) & 255;
  return new Uint8Array(png);
}

export interface FormCase {
  /** The files, each under every name in FILE_FIELDS. */
  file?: { bytes: Uint8Array<ArrayBuffer> | string; name: string; type: string };
  fields?: Record<string, string>;
}

export function formOf(upload: FormCase): FormData {
  const form = new FormData();
  if (upload.file) {
    for (const field of FILE_FIELDS) {
      form.append(
        field,
        new Blob([upload.file.bytes], { type: upload.file.type }),
        upload.file.name,
      );
    }
  }
  for (const [name, value] of Object.entries(upload.fields ?? {})) form.append(name, value);
  return form;
}

/** Every upload case: damaged, disguised, empty, scripted, huge names, control characters… */
export async function hostileUploads(): Promise<{
  forms: Named<FormCase>[];
  valid: Named<FormCase>[];
  raw: Named<RawBody>[];
}> {
  const png = new Uint8Array(await pngBytes(32, 32));
  const damaged = await corruptPng();
  const csv = "name,website\nAcme Fuzz,acme-fuzz.example\n";
  const image = (
    bytes: Uint8Array<ArrayBuffer> | string,
    name = "logo.png",
    type = "image/png",
  ) => ({
    file: { bytes, name, type },
  });
  const forms: Named<FormCase>[] = [
    { name: "damaged-png", value: image(damaged) },
    { name: "truncated-png", value: image(png.slice(0, 40)) },
    { name: "png-header-only", value: image(png.slice(0, 8)) },
    { name: "text-as-png", value: image("not an image at all") },
    { name: "empty-file", value: image("") },
    { name: "scripted-svg", value: image(SCRIPTED_SVG, "logo.svg", "image/svg+xml") },
    {
      name: "outside-href-svg",
      value: image(
        '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x.png"/></svg>',
        "logo.svg",
        "image/svg+xml",
      ),
    },
    { name: "zip-as-xlsx", value: image("PK\u0003\u0004garbage", "list.xlsx", "application/zip") },
    {
      name: "csv-nul-bytes",
      value: image("name\u0000,website\nA\u0000,b\n", "list.csv", "text/csv"),
    },
    {
      name: "csv-300-columns",
      value: image(
        `${Array.from({ length: 300 }, (_, i) => `c${i}`).join(",")}\n1\n`,
        "l.csv",
        "text/csv",
      ),
    },
    { name: "csv-header-only", value: image("name,website\n", "list.csv", "text/csv") },
    { name: "5000-char-name", value: image(damaged, `${"n".repeat(5000)}.png`) },
    { name: "nul-file-name", value: image(png, "a\u0000b.png") },
    { name: "escape-file-name", value: image(png, "a\u001bb.png") },
    { name: "nul-text-field", value: { ...image(png), fields: { note: "a\u0000b" } } },
    { name: "no-file", value: { fields: { logo: "not a file" } } },
    { name: "1MB-text-field", value: { fields: { note: "x".repeat(1024 * 1024) } } },
  ];
  const valid: Named<FormCase>[] = [
    { name: "valid-png", value: image(png) },
    { name: "valid-svg", value: image(SAFE_SVG, "logo.svg", "image/svg+xml") },
    { name: "valid-csv-long-name", value: image(csv, `${"l".repeat(5000)}.csv`, "text/csv") },
  ];
  const raw: Named<RawBody>[] = [
    { name: "json-to-upload", value: { bytes: '{"logo":"x"}', contentType: "application/json" } },
    {
      name: "bad-multipart",
      value: { bytes: "--b\r\nbroken", contentType: "multipart/form-data; boundary=b" },
    },
    {
      name: "over-image-cap",
      value: {
        bytes: `--b\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\n\r\n${"x".repeat(6 * 1024 * 1024)}\r\n--b--\r\n`,
        contentType: "multipart/form-data; boundary=b",
      },
    },
  ];
  return { forms, valid, raw };
}
