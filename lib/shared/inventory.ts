/**
 * Inventory vocabulary shared by the server, the pages and the API: the asset categories, how an
 * asset is counted, the audience inputs of a property and how much of that audience an asset
 * reaches. Plain data and types only (no validation library), so client islands can import it.
 */

/** The categories a rate card is grouped by, in the order pages show them. */
export const ASSET_CATEGORIES = [
  { key: "naming", label: "Naming and title" },
  { key: "signage", label: "Signage and branding" },
  { key: "broadcast", label: "Broadcast" },
  { key: "digital", label: "Digital and social" },
  { key: "hospitality", label: "Hospitality" },
  { key: "experiential", label: "Experiential" },
  { key: "content", label: "Content" },
  { key: "licensing", label: "Licensing and product" },
  { key: "other", label: "Other" },
] as const;
export type AssetCategory = (typeof ASSET_CATEGORIES)[number]["key"];
export const ASSET_CATEGORY_KEYS = ASSET_CATEGORIES.map((c) => c.key) as [
  AssetCategory,
  ...AssetCategory[],
];

export function assetCategoryLabel(key: string): string {
  return ASSET_CATEGORIES.find((c) => c.key === key)?.label ?? key;
}

/**
 * How an asset's quantity is counted: `event` units are available at each event the asset applies
 * to (4 tee-box signs at every event); `season` units once per season (6 social posts a season).
 */
export const ASSET_SCOPES = ["event", "season"] as const;
export type AssetScope = (typeof ASSET_SCOPES)[number];

/** Where an audience figure comes from. */
export type ReachSource = { name: string; url?: string | null; date?: string | null };

/**
 * One audience input: the figure, its source, and whether it is an estimate (a figure entered
 * without a published source). A valuation shows every input with this provenance.
 */
export type ReachInput = { value: number; source: ReachSource | null; estimate: boolean };

/** The social networks an audience input can name. */
export const SOCIAL_NETWORKS = ["instagram", "x", "youtube", "tiktok", "facebook"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/**
 * A property's (or one event's) audience inputs. Any may be missing: a valuation then names the
 * missing input instead of guessing it.
 */
export type PropertyReach = {
  /** People attending one event (all days). */
  attendancePerEvent?: ReachInput;
  /** Average viewers (or households) of one event's broadcast. */
  broadcastViewersPerEvent?: ReachInput;
  /** Followers per social network. */
  socialFollowers?: Partial<Record<SocialNetwork, ReachInput>>;
};

/**
 * The share (0 to 1) of each audience that one unit of an asset reaches: a tee-box sign might be
 * seen by 30% of attendees and 10% of viewers; one social post reaches 8% of followers. A channel
 * left out is not reached by the asset.
 */
export type AssetExposure = { attendance?: number; broadcast?: number; social?: number };

export const AUDIENCE_CHANNELS = ["attendance", "broadcast", "social"] as const;
export type AudienceChannel = (typeof AUDIENCE_CHANNELS)[number];

/**
 * The cost per thousand impressions (USD) the audience model values each channel at: the stated
 * assumption of every valuation, shown beside its result. In person a sponsor's brand is seen
 * longer and closer than on a screen, so attendance is valued highest.
 */
export const CHANNEL_CPM_USD: Record<AudienceChannel, number> = {
  attendance: 25,
  broadcast: 12,
  social: 8,
};

/**
 * The rate-card value of some units of an asset for one season, in cents: an event asset's list
 * price is per unit per event, so it counts at every event it applies to; a season asset's once.
 */
export function rateCardCents(
  asset: { listPriceCents: number; scope: AssetScope | string },
  quantity: number,
  applicableEvents: number,
): number {
  const occurrences = asset.scope === "event" ? applicableEvents : 1;
  return asset.listPriceCents * quantity * occurrences;
}
