import { desc, sql } from "drizzle-orm";
import { emailOutbox } from "@/lib/server/db/schema";
import { getDb } from "@/lib/server/db/client";

export type StoredEmail = typeof emailOutbox.$inferSelect;

/** Every message stored for an address, newest first. */
export async function emailsTo(address: string): Promise<StoredEmail[]> {
  return getDb()
    .select()
    .from(emailOutbox)
    .where(sql`lower(${emailOutbox.toAddress}) = ${address.toLowerCase()}`)
    .orderBy(desc(emailOutbox.id));
}

/** The newest message to an address (optionally of one kind); fails the test when there is none. */
export async function latestEmailTo(address: string, kind?: string): Promise<StoredEmail> {
  const found = (await emailsTo(address)).find((email) => !kind || email.kind === kind);
  if (!found) throw new Error(`no ${kind ?? ""} email to ${address}`);
  return found;
}

/** The first link into the app in a message's text (the action link). */
export function linkIn(email: StoredEmail): URL {
  const match = /(https?:\/\/\S+)/.exec(email.textBody);
  if (!match) throw new Error(`no link in email "${email.subject}"`);
  return new URL(match[1]!);
}
