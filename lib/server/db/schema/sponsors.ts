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
import { specificEvents } from "./events";
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
     * dataset, profile estimated), "import" (a user's prospect list) or "user" (created in the app).
     */
    source: varchar("source", { length: 20 }).notNull().default("user"),
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
  ],
);

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
  },
  (t) => [
    primaryKey({ columns: [t.sponsorBrandId, t.contextType, t.contextId] }),
    index("sponsor_match_scores_context_idx").on(t.contextType, t.contextId, t.matchPercentage),
  ],
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

/** Calls, meetings, emails and notes logged against a sponsor. */
export const sponsorInteractions = pgTable(
  "sponsor_interactions",
  {
    id: id(),
    sponsorBrandId: integer("sponsor_brand_id")
      .notNull()
      .references(() => sponsorBrands.id, { onDelete: "cascade" }),
    type: varchar("type", { length: 30 }).notNull(),
    date: timestampTz("date").notNull(),
    notes: text("notes"),
    completed: boolean("completed").notNull().default(false),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("sponsor_interactions_sponsor_idx").on(t.sponsorBrandId, t.date)],
);

export const sponsorProposals = pgTable(
  "sponsor_proposals",
  {
    id: id(),
    sponsorBrandId: integer("sponsor_brand_id")
      .notNull()
      .references(() => sponsorBrands.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 255 }).notNull(),
    content: text("content").notNull(),
    status: varchar("status", { length: 30 }).notNull().default("draft"),
    eventId: integer("event_id").references(() => specificEvents.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sponsor_proposals_sponsor_idx").on(t.sponsorBrandId)],
);

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
