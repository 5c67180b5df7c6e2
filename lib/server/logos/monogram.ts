import { initialsOf } from "@/lib/shared/initials";

/** Relative luminance of a #rrggbb colour (WCAG). */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

/**
 * A monogram logo in the brand's colour: the catalogue ships these because real logos cannot be
 * downloaded here. The initials are white or near-black, whichever reads better on the colour.
 */
export function monogramSvg(name: string, colour: string): string {
  const fill = /^#[0-9a-fA-F]{6}$/.test(colour) ? colour : "#334155";
  const ink = luminance(fill) > 0.35 ? "#111827" : "#ffffff";
  const initials = escapeXml(initialsOf(name));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><rect width="256" height="256" rx="40" fill="${fill}"/><text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="Inter, Helvetica, Arial, sans-serif" font-size="${initials.length > 1 ? 104 : 128}" font-weight="700" fill="${ink}">${initials}</text></svg>`;
}
