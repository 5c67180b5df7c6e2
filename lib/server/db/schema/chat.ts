import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { createdAt, id, timestampTz, updatedAt } from "./columns";
import { crmDeals } from "./crm";
import { specificEvents } from "./events";
import { users } from "./users";

// Team chat tables from the original data model; no screens use them yet.

export const chatChannels = pgTable("chat_channels", {
  id: id(),
  name: varchar("name", { length: 255 }).notNull(),
  description: text("description"),
  type: varchar("type", { length: 20 }).notNull().default("group"),
  workspaceId: varchar("workspace_id", { length: 255 }),
  createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  isArchived: boolean("is_archived").notNull().default(false),
  iconEmoji: varchar("icon_emoji", { length: 10 }),
  dealId: integer("deal_id").references(() => crmDeals.id, { onDelete: "set null" }),
  eventId: integer("event_id").references(() => specificEvents.id, { onDelete: "set null" }),
});

/** The channel a member or message belongs to; they go with it. */
const channelOfRow = () =>
  integer("channel_id")
    .notNull()
    .references(() => chatChannels.id, { onDelete: "cascade" });

export const chatChannelMembers = pgTable(
  "chat_channel_members",
  {
    id: id(),
    channelId: channelOfRow(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: varchar("role", { length: 20 }).notNull().default("member"),
    joinedAt: timestampTz("joined_at").notNull().defaultNow(),
    lastReadMessageId: integer("last_read_message_id"),
  },
  (t) => [uniqueIndex("chat_channel_members_channel_user_key").on(t.channelId, t.userId)],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: id(),
    channelId: channelOfRow(),
    // Users are deactivated, never deleted, so a message keeps its author.
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    content: text("content").notNull(),
    contentType: varchar("content_type", { length: 50 }).notNull().default("text"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    replyToId: integer("reply_to_id").references((): AnyPgColumn => chatMessages.id, {
      onDelete: "set null",
    }),
    isEdited: boolean("is_edited").notNull().default(false),
    reactions: jsonb("reactions"),
    attachmentUrl: varchar("attachment_url", { length: 255 }),
    attachmentType: varchar("attachment_type", { length: 50 }),
    attachmentName: varchar("attachment_name", { length: 255 }),
  },
  (t) => [index("chat_messages_channel_idx").on(t.channelId, t.createdAt)],
);
