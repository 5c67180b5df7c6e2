import { z } from "zod";
import { INDUSTRIES, type Industry } from "@/lib/shared/profile";
import industryNotesJson from "./industry-notes.json";

/**
 * What is typical of each industry's sponsorship buying (`industry-notes.json`): the products an
 * activation can feature, common strategic priorities and marketing themes, and the usual obstacle
 * to a deal. These are industry-level patterns, not facts about one company, and the offline texts
 * say so.
 */
const twoItems = z.tuple([z.string().min(1), z.string().min(1)]);
const industryNoteSchema = z.object({
  /** Plural noun phrase for the products: "timepieces", "cars". */
  product: z.string().min(1),
  priorities: twoItems,
  focus: twoItems,
  risk: z.string().min(1),
});
export type IndustryNote = z.infer<typeof industryNoteSchema>;

/** One note for every industry (the record schema refuses a file that misses one). */
export const INDUSTRY_NOTES: Readonly<Record<Industry, IndustryNote>> = z
  .record(z.enum(INDUSTRIES), industryNoteSchema)
  .parse(industryNotesJson);
