import { readFileSync } from "node:fs";
import path from "node:path";
import { domainOf, normalisedCompanyName, registrableDomain } from "@/lib/shared/company-identity";

/**
 * Real brand marks from the simple-icons package (CC0: brand SVG paths and colours). Exact
 * comparisons only, never a fuzzy match. A brand with a web domain gets an icon when the name
 * label of its domain equals the icon's slug ("nike.com" → `nike`) and
 *
 * - its normalised name equals the icon's normalised title or an "also known as" name ("Nike,
 *   Inc." → "nike"), or its name starts with the slug and the icon's own source or guidelines
 *   page is on the brand's domain ("Delta Air Lines" at delta.com, sourced from news.delta.com);
 * - and the icon's own web site, when it names one, is the brand's: "Man Group" at man.com does not
 *   get the mark of MAN (man.eu), nor "Bosch Limited" at bosch.in Bosch's; and an icon sourced from
 *   a code host (GitHub…) is a software project: "Metro Inc." at metro.ca is not Metro the bundler.
 *
 * A brand without a domain, and a curated brand (its name is checked by hand), also gets the icon
 * whose title equals its name exactly, when only one icon has that title.
 */

interface IconData {
  title: string;
  slug: string;
  hex: string;
  source?: string;
  guidelines?: string;
  aliases?: { aka?: string[] };
}

export interface BrandIcon {
  slug: string;
  title: string;
  /** "#rrggbb". */
  colour: string;
  /** The 24×24 path data. */
  path: string;
}

const PACKAGE_DIR = path.join(process.cwd(), "node_modules", "simple-icons");

/** The name label of a domain without hyphens: "group.mercedes-benz.com" → "mercedesbenz". */
export function domainLabel(domain: string): string {
  return registrableDomain(domain).split(".")[0]!.replace(/-/g, "");
}

interface IconIndex {
  byName: Map<string, IconData[]>;
  bySlug: Map<string, IconData>;
}

let index: IconIndex | null = null;

function loadIndex(): IconIndex {
  if (index) return index;
  const icons = JSON.parse(
    readFileSync(path.join(PACKAGE_DIR, "data", "simple-icons.json"), "utf8"),
  ) as IconData[];
  const byName = new Map<string, IconData[]>();
  const bySlug = new Map<string, IconData>();
  for (const icon of icons) {
    bySlug.set(icon.slug, icon);
    for (const name of [icon.title, ...(icon.aliases?.aka ?? [])]) {
      const key = normalisedCompanyName(name);
      if (key) byName.set(key, [...(byName.get(key) ?? []), icon]);
    }
  }
  index = { byName, bySlug };
  return index;
}

/** Hosts of code and documentation: an icon sourced there is a software project, not a company. */
const CODE_HOSTS = new Set([
  "github.com",
  "github.io",
  "githubusercontent.com",
  "gitlab.com",
  "gitlab.io",
  "bitbucket.org",
  "npmjs.com",
  "readthedocs.io",
  "sourceforge.net",
]);

function isSoftwareProject(icon: IconData): boolean {
  const host = domainOf(icon.source);
  return host !== null && CODE_HOSTS.has(registrableDomain(host));
}

/** The icon's own web domains: its source or guidelines hosts whose name label is its slug. */
function homeDomains(icon: IconData): string[] {
  return [icon.source, icon.guidelines].flatMap((url) => {
    const host = domainOf(url);
    return host && domainLabel(host) === icon.slug ? [registrableDomain(host)] : [];
  });
}

function toBrandIcon(icon: IconData): BrandIcon | null {
  try {
    const svg = readFileSync(path.join(PACKAGE_DIR, "icons", `${icon.slug}.svg`), "utf8");
    const pathData = /<path d="([^"]+)"/.exec(svg)?.[1];
    return pathData
      ? { slug: icon.slug, title: icon.title, colour: `#${icon.hex}`, path: pathData }
      : null;
  } catch {
    return null;
  }
}

/** The simple-icons mark of a brand, or null (see the rule above). */
export function findBrandIcon(brand: {
  name: string;
  domain?: string | null;
  /** The name was checked by hand (a curated brand): an exact title match is enough. */
  trustedName?: boolean;
}): BrandIcon | null {
  const { byName, bySlug } = loadIndex();
  const key = normalisedCompanyName(brand.name);
  const named = byName.get(key) ?? [];
  const byTitle = named.length === 1 ? named[0]! : null;
  const domain = brand.domain ? domainOf(brand.domain) : null;
  if (domain) {
    const label = domainLabel(domain);
    const icon = bySlug.get(label);
    const home = icon ? homeDomains(icon) : [];
    const registered = registrableDomain(domain);
    const agrees =
      icon &&
      (home.length === 0 ? !isSoftwareProject(icon) : home.includes(registered)) &&
      (named.includes(icon) ||
        (key.replace(/ /g, "").startsWith(label) && home.includes(registered)));
    if (agrees) return toBrandIcon(icon);
  }
  return byTitle && (!domain || brand.trustedName) ? toBrandIcon(byTitle) : null;
}

/** Relative luminance of a #rrggbb colour (WCAG). */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/**
 * A 256 px square logo of the mark in its brand colour on white, or, for marks too light to read
 * on white (Sony's and Unity's are white), white on a dark tile.
 */
export function brandIconSvg(icon: BrandIcon): string {
  const light = luminance(icon.colour) > 0.6;
  const background = light ? "#111827" : "#ffffff";
  const ink = light ? "#ffffff" : icon.colour;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><rect width="256" height="256" rx="40" fill="${background}"/><g transform="translate(40 40) scale(7.3333)"><path d="${icon.path}" fill="${ink}"/></g></svg>`;
}
