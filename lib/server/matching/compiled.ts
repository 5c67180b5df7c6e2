import type { MatchContext, MatchSponsor } from "./types";
import type { LeadTime } from "./lead-time";

/** Compiled forms: profiles as bit sets and small integers (see compile-sponsors / compile-context). */

export interface CompiledAudience {
  readonly ageMask: number;
  readonly ageCount: number;
  readonly interestMask: number;
  readonly interestCount: number;
  /** Index in GENDER_SKEWS / INCOME_LEVELS; -1 when absent. */
  readonly gender: number;
  readonly income: number;
  readonly valueMask: number;
  readonly valueCount: number;
  readonly familyMask: number;
  readonly familyCount: number;
}

/**
 * One compiled sponsor: a position in a CompiledSponsors set. Scoring reads the set's columns
 * directly, so a handle costs nothing to create and a set can be ranked without copying.
 */
export interface CompiledSponsor {
  readonly set: CompiledSponsors;
  readonly index: number;
  readonly id: number;
  readonly name: string;
}

/** A compiled sponsor's fields gathered in one object, for building reason texts. */
export interface SponsorView extends CompiledAudience {
  readonly source: MatchSponsor;
  readonly hasProfile: boolean;
  /** Index in BUDGET_BANDS; -1 when absent. */
  readonly budget: number;
  /** Company size step, 0 nano .. 5 mega (from the budget band when the profile has none); -1 unknown. */
  readonly scale: number;
  /** Index in CONSUMER_REACHES (from the industry when the profile has none); -1 unknown. */
  readonly reach: number;
  readonly regionMask: number;
  readonly countrySlots: readonly number[];
}

/**
 * Many sponsors compiled column by column: typed arrays instead of 100,000 objects, so compiling
 * allocates almost nothing per sponsor and the garbage collector has little to trace.
 */
export interface CompiledSponsors {
  readonly size: number;
  readonly sources: readonly MatchSponsor[];
  readonly ids: Float64Array;
  /** namePrefixKey of each name: ranking ties are mostly broken without reading names. */
  readonly namePrefix: Float64Array;
  readonly hasProfile: Uint8Array;
  readonly ageMask: Int32Array;
  readonly ageCount: Uint8Array;
  readonly interestMask: Int32Array;
  readonly interestCount: Uint8Array;
  readonly gender: Int8Array;
  readonly income: Int8Array;
  readonly valueMask: Int32Array;
  readonly valueCount: Uint8Array;
  readonly familyMask: Int32Array;
  readonly familyCount: Uint8Array;
  readonly budget: Int8Array;
  readonly scale: Int8Array;
  readonly reach: Int8Array;
  /** Listed regions plus the regions of listed countries. */
  readonly regionMask: Int32Array;
  /** sportBit set of the sports of the sponsor's existing sports deals. */
  readonly dealSportBits: Int32Array;
  /** Sponsor i's deals have property nameHashes dealPropertyHashes[dealStart[i] .. dealStart[i + 1]). */
  readonly dealStart: Uint32Array;
  readonly dealPropertyHashes: Int32Array;
  /** Sponsor i's countries are countrySlots[countryStart[i] .. countryStart[i + 1]). */
  readonly countryStart: Uint32Array;
  readonly countrySlots: Uint16Array;
}

export interface HostMarket {
  readonly code: string;
  readonly name: string;
  readonly region: string;
  readonly slot: number;
  readonly regionBit: number;
}

export interface CompiledContext extends CompiledAudience {
  readonly source: MatchContext;
  readonly hasProfile: boolean;
  readonly specific: boolean;
  /** Index in PROPERTY_TIERS; -1 when absent. */
  readonly tier: number;
  readonly regionMask: number;
  readonly regionCount: number;
  /** 1 at the slot of each of the property's key countries. */
  readonly countryFlags: Uint8Array;
  readonly countryCount: number;
  /** Lower-cased sport and property name, compared with the sponsor's existing deals. */
  readonly sport: string;
  readonly propertyName: string;
  /** sportBit of the sport (0 when there is none) and nameHash of the property name. */
  readonly sportBit: number;
  readonly propertyHash: number;
  /** Host country of a specific event; null for an event brand or an unrecognised country. */
  readonly host: HostMarket | null;
  readonly lead: LeadTime;
  /** Lead-time points by sponsor budget index + 1 (slot 0: budget unknown). */
  readonly leadTimePoints: readonly number[];
}

/** ISO-2 codes map to slots 0..675; -1 for anything that is not two capital letters. */
export const COUNTRY_SLOTS = 26 * 26;
export function countrySlot(code: string): number {
  if (code.length !== 2) return -1;
  const a = code.charCodeAt(0) - 65;
  const b = code.charCodeAt(1) - 65;
  return a >= 0 && a < 26 && b >= 0 && b < 26 ? a * 26 + b : -1;
}

export function slotCode(slot: number): string {
  return String.fromCharCode(65 + Math.floor(slot / 26), 65 + (slot % 26));
}
