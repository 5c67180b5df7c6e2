import { hasExclusiveRights, periodsOverlap } from "@/lib/shared/exclusivity";

/**
 * The plan of a property's sample deal history (pure, deterministic for a given random source):
 * rights "slots" per level, each filled by successive deals from the first season to the coming
 * months, with renewals, new sponsors and gaps. Placement refuses anything that would clash on
 * category exclusivity, a second Title or Presenting partner at once, or a sponsor holding two
 * deals with the property at once.
 */

export interface CatalogueSponsor {
  id: number;
  name: string;
  industry: string;
  logo: string | null;
}

export interface PlannedDeal {
  sponsor: CatalogueSponsor;
  level: string;
  isExclusive: boolean;
  startDate: string;
  endDate: string;
  valueCents: number;
  activationTypes: string[];
}

interface Level {
  level: string;
  slots: number;
  years: [number, number];
  /** Yearly fee in millions of dollars at an international property. */
  annual: [number, number];
  isExclusive?: boolean;
  premium?: boolean;
  activations: string[];
}

const LEVELS: Level[] = [
  {
    level: "Title",
    slots: 1,
    years: [3, 5],
    annual: [12, 20],
    premium: true,
    activations: ["Naming Rights", "Broadcast Integration", "Hospitality"],
  },
  {
    level: "Presenting",
    slots: 1,
    years: [3, 4],
    annual: [6, 10],
    premium: true,
    activations: ["Broadcast Integration", "Venue Branding"],
  },
  {
    level: "Diamond",
    slots: 3,
    years: [2, 4],
    annual: [3, 6],
    premium: true,
    activations: ["Hospitality", "Venue Branding"],
  },
  { level: "Platinum", slots: 4, years: [2, 3], annual: [2, 4], activations: ["Venue Branding"] },
  {
    level: "Category Partner",
    slots: 4,
    years: [2, 3],
    annual: [1.5, 3.5],
    isExclusive: true,
    activations: ["Product Showcase"],
  },
  {
    level: "Official Partner",
    slots: 15,
    years: [2, 3],
    annual: [1, 3],
    activations: ["Digital Content"],
  },
  { level: "Gold", slots: 9, years: [1, 3], annual: [0.6, 2], activations: [] },
  {
    level: "Official Supplier",
    slots: 22,
    years: [1, 2],
    annual: [0.15, 0.8],
    activations: ["Product Sampling"],
  },
];

const EXTRA_ACTIVATIONS = [
  "Hospitality",
  "Fan Zone",
  "Digital Content",
  "Social Media",
  "Player Ambassadors",
  "Experiential",
  "Retail & Merchandise",
  "Ticketing",
  "Community Programme",
  "Sustainability Programme",
];

/** Active while running on `today`, Expired once ended, Pending before it starts. */
export function dealStatusOn(startDate: string, endDate: string, today: Date): string {
  const day = today.toISOString().slice(0, 10);
  if (startDate > day) return "Pending";
  if (endDate < day) return "Expired";
  return "Active";
}

const iso = (y: number, m: number, d = 1) => new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10);

interface Placed extends PlannedDeal {
  exclusive: boolean;
}

function fits(placed: readonly Placed[], next: Placed): boolean {
  return !placed.some((deal) => {
    if (!periodsOverlap(deal, next)) return false;
    if (deal.sponsor.id === next.sponsor.id) return true;
    if (deal.level === next.level && (next.level === "Title" || next.level === "Presenting"))
      return true;
    return deal.sponsor.industry === next.sponsor.industry && (deal.exclusive || next.exclusive);
  });
}

export function planPropertyHistory(options: {
  random: () => number;
  sponsors: readonly CatalogueSponsor[];
  firstSeason: number;
  favoured: readonly string[];
  /** Price multiplier of the property's tier (1 = international). */
  price: number;
  today: Date;
}): PlannedDeal[] {
  const { random, sponsors, firstSeason, favoured, price, today } = options;
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  // Favoured industries are drawn four times as often as the rest.
  const pool = sponsors.flatMap((s) => (favoured.includes(s.industry) ? [s, s, s, s] : [s]));
  const horizon = new Date(today);
  horizon.setUTCMonth(horizon.getUTCMonth() + 7);
  const horizonIso = horizon.toISOString().slice(0, 10);
  const span = Math.max(1, today.getUTCFullYear() - firstSeason);
  const placed: Placed[] = [];

  for (const spec of LEVELS) {
    for (let slot = 0; slot < spec.slots; slot++) {
      // Premium rights open with the first season; the rest open over the years (the market grows).
      const opens = spec.premium ? 0 : Math.floor(random() ** 1.6 * span * 0.8) * 12 + int(0, 5);
      let month = firstSeason * 12 + opens;
      let previous: Placed | null = null;
      while (iso(Math.floor(month / 12), month % 12) <= horizonIso) {
        const years = int(spec.years[0], spec.years[1]);
        const startDate = iso(Math.floor(month / 12), month % 12);
        const endDate = iso(Math.floor((month + years * 12) / 12), (month + years * 12) % 12, 0);
        const year = Math.floor(month / 12);
        const annual = spec.annual[0] + random() * (spec.annual[1] - spec.annual[0]);
        const growth = 1 + 0.05 * Math.max(0, year - 2018);
        const dollars = Math.round((annual * price * growth * years * 1_000_000) / 10_000) * 10_000;
        const activationTypes = [
          ...new Set([
            ...spec.activations,
            ...Array.from({ length: int(1, 3) }, () => pick(EXTRA_ACTIVATIONS)),
          ]),
        ];
        const candidates: CatalogueSponsor[] =
          previous && random() < 0.45 ? [previous.sponsor] : [];
        for (let i = 0; i < 25; i++) candidates.push(pick(pool));
        const chosen = candidates
          .map((sponsor) => ({
            sponsor,
            level: spec.level,
            isExclusive: Boolean(spec.isExclusive),
            exclusive: hasExclusiveRights({
              sponsorshipLevel: spec.level,
              isExclusive: spec.isExclusive,
            }),
            startDate,
            endDate,
            valueCents: dollars * 100,
            activationTypes,
          }))
          .find((deal) => fits(placed, deal));
        if (chosen) {
          placed.push(chosen);
          previous = chosen;
          month += years * 12 + (random() < 0.7 ? 0 : int(1, 6));
        } else {
          previous = null;
          month += 6;
        }
      }
    }
  }
  return placed.map(({ exclusive: _exclusive, ...deal }) => deal);
}
