import { countryByCode, countryInfo } from "@/lib/shared/countries";
import type { Region } from "@/lib/shared/profile";

/**
 * Countries of the reference catalogue that the shared country table (`lib/shared/countries.ts`)
 * does not list, with the profile region each belongs to. Island financial centres are filed
 * with the region of their market (the Channel Islands and the Isle of Man with Europe, the
 * Caribbean with Latin America).
 */
const EXTRA: Record<string, { name: string; region: Region }> = {
  AZ: { name: "Azerbaijan", region: "Asia" },
  BB: { name: "Barbados", region: "Latin America" },
  BW: { name: "Botswana", region: "Africa" },
  BZ: { name: "Belize", region: "Latin America" },
  CW: { name: "Netherlands Antilles", region: "Latin America" },
  EE: { name: "Estonia", region: "Europe" },
  GA: { name: "Gabon", region: "Africa" },
  GE: { name: "Georgia", region: "Europe" },
  GF: { name: "French Guiana", region: "Latin America" },
  GG: { name: "Guernsey", region: "Europe" },
  GI: { name: "Gibraltar", region: "Europe" },
  GL: { name: "Greenland", region: "North America" },
  IM: { name: "Isle of Man", region: "Europe" },
  JE: { name: "Jersey", region: "Europe" },
  KH: { name: "Cambodia", region: "Asia" },
  KY: { name: "Cayman Islands", region: "Latin America" },
  LI: { name: "Liechtenstein", region: "Europe" },
  LT: { name: "Lithuania", region: "Europe" },
  LV: { name: "Latvia", region: "Europe" },
  MK: { name: "Macedonia", region: "Europe" },
  MM: { name: "Myanmar", region: "Asia" },
  MN: { name: "Mongolia", region: "Asia" },
  NA: { name: "Namibia", region: "Africa" },
  PG: { name: "Papua New Guinea", region: "Oceania" },
  SK: { name: "Slovakia", region: "Europe" },
  SN: { name: "Senegal", region: "Africa" },
  UA: { name: "Ukraine", region: "Europe" },
  VG: { name: "British Virgin Islands", region: "Latin America" },
  ZM: { name: "Zambia", region: "Africa" },
};

const EXTRA_BY_NAME = new Map(Object.entries(EXTRA).map(([code, row]) => [row.name, code]));

/** The ISO-2 code of a country as the reference data names it ("South Korea" → "KR"), or null. */
export function countryCodeOf(name: string): string | null {
  return countryInfo(name)?.code ?? EXTRA_BY_NAME.get(name) ?? null;
}

/** The profile region of an ISO-2 country code, or null when it is not known. */
export function regionOf(code: string | null | undefined): Region | null {
  if (!code) return null;
  return countryByCode(code)?.region ?? EXTRA[code]?.region ?? null;
}

/** The English name of an ISO-2 country code (the code itself when unknown). */
export function countryNameOf(code: string): string {
  return countryByCode(code)?.name ?? EXTRA[code]?.name ?? code;
}
