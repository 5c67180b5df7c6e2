import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { createdAt, id, timestampTz, updatedAt } from "./columns";
import { users } from "./users";

/** A brand that could sponsor a property. */
export const sponsorBrands = pgTable(
  "sponsor_brands",
  {
    id: id(),
    /** Stable key of catalogue entries so that seeding is idempotent; null for user-created brands. */
    slug: varchar("slug", { length: 120 }).unique(),
    name: varchar("name", { length: 255 }).notNull(),
    industry: varchar("industry", { length: 100 }),
    logo: text("logo"),
    headquarters: varchar("headquarters", { length: 255 }),
    overview: text("overview"),
    /** Free-form data: revenue, marketing budget, deep research and so on. */
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    /** Structured profile (audience, values, markets, budget band) used by the matching engine. */
    profile: jsonb("profile"),
    /** The brand's web site, and its bare lower-case domain: how the same company is recognised. */
    website: text("website"),
    domain: varchar("domain", { length: 253 }),
    /** Headquarters as ISO 3166-1 alpha-2 country code and city, when known. */
    country: varchar("country", { length: 2 }),
    city: varchar("city", { length: 120 }),
    /**
     * Where the row came from: "curated" (hand-written profiles), "reference" (the listed-companies
     * dataset, profile estimated), "import" (a user's prospect list), "user" (created in the app)
     * or "market" (named by a sourced deal, not a listed company).
     */
    source: varchar("source", { length: 20 }).notNull().default("user"),
    /**
     * The other names the company is known by (its legal name, the names sourced deals use), one
     * per line: search and the same-company rule read them (lib/server/catalogue/aliases.ts).
     */
    aliases: text("aliases").notNull().default(""),
    /** Market-capitalisation band of a listed company (mega, large, mid, small, micro, nano). */
    marketCapBand: varchar("market_cap_band", { length: 10 }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One brand per name, whatever the case: two "Rolex" rows would split their research.
    uniqueIndex("sponsor_brands_name_lower_key").on(sql`lower(${t.name})`),
    index("sponsor_brands_industry_idx").on(t.industry),
    index("sponsor_brands_domain_idx").on(t.domain),
    index("sponsor_brands_source_idx").on(t.source),
    index("sponsor_brands_created_at_idx").on(t.createdAt),
    // Substring search (ILIKE '%term%') over name, aliases, industry and overview uses these trigram
    // indexes, so a search costs what it finds rather than a scan of the catalogue.
    index("sponsor_brands_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("sponsor_brands_aliases_trgm_idx").using("gin", t.aliases.op("gin_trgm_ops")),
    index("sponsor_brands_industry_trgm_idx").using("gin", t.industry.op("gin_trgm_ops")),
    index("sponsor_brands_overview_trgm_idx").using("gin", t.overview.op("gin_trgm_ops")),
    // Sorting by industry, then name.
    index("sponsor_brands_industry_name_idx").on(
      sql`lower(coalesce(${t.industry}, ''))`,
      sql`lower(${t.name})`,
      t.id,
    ),
  ],
);

/**
 * How many brands the catalogue holds per industry ("" for none), kept by statement triggers on
 * sponsor_brands, so list totals are read, not counted.
 */
export const sponsorBrandCounts = pgTable("sponsor_brand_counts", {
  industry: varchar("industry", { length: 100 }).primaryKey(),
  brands: integer("brands").notNull(),
});

/**
 * Match of a sponsor against one context: an event brand or a specific event. Stored so that lists
 * can be sorted and paged by match in SQL; recomputed when a profile changes.
 */
export const sponsorMatchScores = pgTable(
  "sponsor_match_scores",
  {
    sponsorBrandId: integer("sponsor_brand_id")
      .notNull()
      .references(() => sponsorBrands.id, { onDelete: "cascade" }),
    contextType: varchar("context_type", { length: 20 }).notNull(),
    contextId: integer("context_id").notNull(),
    matchPercentage: smallint("match_percentage").notNull(),
    audienceMatch: smallint("audience_match").notNull(),
    valueMatch: smallint("value_match").notNull(),
    brandValueMatch: smallint("brand_value_match").notNull(),
    /** "low" when either profile is missing and the scores are a neutral placeholder. */
    confidence: varchar("confidence", { length: 10 }).notNull().default("high"),
    reasons: jsonb("reasons").$type<unknown[]>().notNull().default([]),
    computedAt: timestampTz("computed_at").notNull().defaultNow(),
    /**
     * Copies of the sponsor's industry and name sort key (`nameSortKey`), so ranked pages read one
     * index. The migration gives sort_name the "C" collation: it orders by bytes everywhere.
     */
    industry: varchar("industry", { length: 100 }),
    sortName: varchar("sort_name", { length: 255 }).notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.sponsorBrandId, t.contextType, t.contextId] }),
    // The ranking of a context in list order (best match, then name): a page is an index range.
    // NULLS FIRST is what ORDER BY ... DESC means; an index sorted otherwise could not serve it.
    index("sponsor_match_scores_rank_idx").on(
      t.contextType,
      t.contextId,
      t.matchPercentage.desc().nullsFirst(),
      t.sortName,
      t.sponsorBrandId,
    ),
    // The same ranking within one industry (the industry filter).
    index("sponsor_match_scores_industry_rank_idx").on(
      t.contextType,
      t.contextId,
      t.industry,
      t.matchPercentage.desc().nullsFirst(),
      t.sortName,
      t.sponsorBrandId,
    ),
  ],
);

/**
 * The state of one context's ranking: when it was last computed in full, whether it must be
 * computed again (a bulk change to the catalogue, a refresh, the calendar for events) and the
 * progress of the run under way. Reads always answer from the stored scores.
 */
export const matchRankings = pgTable(
  "match_rankings",
  {
    contextType: varchar("context_type", { length: 20 }).notNull(),
    contextId: integer("context_id").notNull(),
    /** "ready", "stale" (a new run is due) or "ranking" (a run is under way). */
    status: varchar("status", { length: 10 }).notNull().default("ready"),
    progress: smallint("progress").notNull().default(0),
    sponsorCount: integer("sponsor_count").notNull().default(0),
    rankedAt: timestampTz("ranked_at"),
    /** When the run under way started; a run silent for long is taken over. */
    startedAt: timestampTz("started_at"),
    jobId: varchar("job_id", { length: 64 }),
  },
  (t) => [primaryKey({ columns: [t.contextType, t.contextId] })],
);

/**
 * How many sponsors of a context score each match percentage, per industry ("" for none): tab
 * counts and totals of discovery are sums over at most 101 rows per industry. Kept by statement
 * triggers on sponsor_match_scores, so every write (and every cascade) keeps it exact.
 */
export const matchHistogram = pgTable(
  "match_histogram",
  {
    contextType: varchar("context_type", { length: 20 }).notNull(),
    contextId: integer("context_id").notNull(),
    industry: varchar("industry", { length: 100 }).notNull(),
    matchPercentage: smallint("match_percentage").notNull(),
    sponsors: integer("sponsors").notNull(),
  },
  (t) => [primaryKey({ columns: [t.contextType, t.contextId, t.industry, t.matchPercentage] })],
);

/** The columns of a table pairing a user with a sponsor brand; a pair goes with either side. */
const userSponsorPair = () => ({
  id: id(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  sponsorBrandId: integer("sponsor_brand_id")
    .notNull()
    .references(() => sponsorBrands.id, { onDelete: "cascade" }),
});

/** The watchlist: brands a user follows. */
export const userFavorites = pgTable(
  "user_favorites",
  { ...userSponsorPair(), notes: text("notes"), createdAt: createdAt() },
  (t) => [uniqueIndex("user_favorites_user_sponsor_key").on(t.userId, t.sponsorBrandId)],
);

/** The sponsor brands a user represents. */
export const userRepresentedBrands = pgTable(
  "user_represented_brands",
  { ...userSponsorPair(), createdAt: createdAt() },
  (t) => [uniqueIndex("user_represented_brands_user_sponsor_key").on(t.userId, t.sponsorBrandId)],
);

export const sponsorProgress = pgTable("sponsor_progress", {
  id: id(),
  sponsorBrandId: integer("sponsor_brand_id")
    .notNull()
    .unique()
    .references(() => sponsorBrands.id, { onDelete: "cascade" }),
  currentStage: varchar("current_stage", { length: 50 }).notNull().default("prospect"),
  lastUpdated: timestampTz("last_updated").defaultNow(),
  nextAction: text("next_action"),
  targetDate: date("target_date", { mode: "string" }),
});

/** News on watched companies, read from feeds (or seeded sample items offline). */
export const watchlistNews = pgTable(
  "watchlist_news",
  {
    id: id(),
    sponsorBrandId: integer("sponsor_brand_id")
      .notNull()
      .references(() => sponsorBrands.id, { onDelete: "cascade" }),
    companyName: varchar("company_name", { length: 255 }).notNull(),
    /** Feed item identity (guid or link) so that re-reading a feed stores nothing twice. */
    externalId: varchar("external_id", { length: 512 }).notNull(),
    title: text("title"),
    url: text("url"),
    newsDate: timestampTz("news_date"),
    latestNews: text("latest_news").notNull(),
    sponsorshipImplications: text("sponsorship_implications"),
    recentDeals: text("recent_deals"),
    source: varchar("source", { length: 255 }).notNull(),
    isSample: boolean("is_sample").notNull().default(false),
    aiProvider: varchar("ai_provider", { length: 50 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("watchlist_news_sponsor_external_key").on(t.sponsorBrandId, t.externalId),
    index("watchlist_news_sponsor_date_idx").on(t.sponsorBrandId, t.newsDate),
  ],
);
