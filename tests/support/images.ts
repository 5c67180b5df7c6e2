import sharp from "sharp";

/** A real PNG of the given size, made with sharp. */
export function pngBytes(
  width = 64,
  height = 64,
  color = { r: 11, g: 107, b: 67 },
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

export const SAFE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" viewBox="0 0 120 60"><rect width="120" height="60" fill="#0b6b43"/><text x="10" y="40" font-size="28" fill="#fff">PS</text></svg>`;

export const SCRIPTED_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>`;

export function formWithFile(
  field: string,
  bytes: Uint8Array | string,
  name: string,
  type: string,
): FormData {
  const form = new FormData();
  const part = typeof bytes === "string" ? bytes : new Uint8Array(bytes);
  form.append(field, new Blob([part], { type }), name);
  return form;
}
