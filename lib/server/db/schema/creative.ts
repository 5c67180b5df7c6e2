import { boolean, index, integer, jsonb, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { eventBrands, specificEvents } from "./events";
import { sponsorBrands } from "./sponsors";
import { users } from "./users";

/** Provenance of AI output: which provider and model made it (the time is `createdAt`). */
const aiColumns = () => ({
  aiProvider: varchar("ai_provider", { length: 50 }),
  aiModel: varchar("ai_model", { length: 100 }),
});

/**
 * Whom a piece of creative work was made for: the sponsor (the work goes with it), the event
 * brand, and the event when the user chose one (null: the event brand as a whole).
 */
const madeForColumns = () => ({
  sponsorBrandId: integer("sponsor_brand_id")
    .notNull()
    .references(() => sponsorBrands.id, { onDelete: "cascade" }),
  eventBrandId: integer("event_brand_id").references(() => eventBrands.id, {
    onDelete: "set null",
  }),
  specificEventId: integer("specific_event_id").references(() => specificEvents.id, {
    onDelete: "set null",
  }),
});

/** An activation idea generated for a sponsor in the context of an event brand. */
export const activations = pgTable(
  "activations",
  {
    id: id(),
    ...madeForColumns(),
    title: varchar("title", { length: 255 }).notNull(),
    description: text("description").notNull(),
    category: varchar("category", { length: 100 }).notNull().default("General"),
    imageUrl: text("image_url"),
    isFavorite: boolean("is_favorite").notNull().default(false),
    ...aiColumns(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("activations_sponsor_idx").on(t.sponsorBrandId),
    index("activations_brand_favorite_idx").on(t.eventBrandId, t.isFavorite),
  ],
);

export const activationImages = pgTable(
  "activation_images",
  {
    id: id(),
    activationId: integer("activation_id")
      .notNull()
      .references(() => activations.id, { onDelete: "cascade" }),
    imageUrl: text("image_url").notNull(),
    caption: text("caption"),
    angle: varchar("angle", { length: 100 }),
    setting: varchar("setting", { length: 100 }),
    isFeatured: boolean("is_featured").notNull().default(false),
    ...aiColumns(),
    createdAt: createdAt(),
  },
  (t) => [index("activation_images_activation_idx").on(t.activationId)],
);

/** Curated library of activation ideas; the offline AI provider draws on it. */
export const activationIdeas = pgTable("activation_ideas", {
  id: id(),
  title: varchar("title", { length: 255 }).notNull(),
  description: text("description").notNull(),
  category: varchar("category", { length: 100 }).notNull(),
  industry: varchar("industry", { length: 100 }),
  eventType: varchar("event_type", { length: 100 }),
  tags: text("tags").array().notNull().default([]),
  isPublic: boolean("is_public").notNull().default(true),
  createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/** A visual mockup: a scene with the sponsor's logo composited on it. */
export const mockups = pgTable(
  "mockups",
  {
    id: id(),
    ...madeForColumns(),
    title: varchar("title", { length: 255 }),
    description: text("description").notNull(),
    imageUrl: text("image_url"),
    logoSize: varchar("logo_size", { length: 20 }).notNull().default("medium"),
    isFavorite: boolean("is_favorite").notNull().default(false),
    details: jsonb("details"),
    ...aiColumns(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("mockups_sponsor_idx").on(t.sponsorBrandId)],
);

/** Curated library of mockup scenes and placements. */
export const mockupIdeas = pgTable("mockup_ideas", {
  id: id(),
  title: varchar("title", { length: 255 }),
  description: text("description"),
  category: varchar("category", { length: 100 }).notNull(),
  industry: varchar("industry", { length: 100 }),
  eventType: varchar("event_type", { length: 100 }),
  placementType: varchar("placement_type", { length: 100 }),
  imageUrl: text("image_url"),
  tags: text("tags").array().notNull().default([]),
  isPublic: boolean("is_public").notNull().default(true),
  createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});
