import { z } from "zod";
import { bodyId, dateRule, isCalendarDate, patchSchema } from "./common";
import { INTERACTION_TYPES, PIPELINE_STAGES } from "@/lib/shared/interaction-vocabulary";

export const interactionViewSchema = z.object({
  id: z.number(),
  sponsorBrandId: z.number(),
  type: z.enum(INTERACTION_TYPES),
  date: z.iso.datetime().meta({ description: "When it happens or happened." }),
  notes: z.string().nullable(),
  completed: z.boolean(),
  /** The sponsor's contact the interaction was with, when one is named. */
  contactId: z.number().nullable(),
  /** That contact's name ("First Last"), for display. */
  contactName: z.string().nullable(),
  createdBy: z.number().nullable(),
  createdAt: z.iso.datetime(),
});
export type InteractionView = z.infer<typeof interactionViewSchema>;

/** The message of a contactId that is not one of the sponsor's contacts. */
export const INTERACTION_CONTACT_MESSAGE = "The contact must be one of this sponsor's contacts";

/** A date ("YYYY-MM-DD") or a date-time with offset; stored as a moment in time. */
const when = z
  .string({ error: "Choose when it happens" })
  .trim()
  .meta({ format: "date-time" })
  .superRefine(
    dateRule({
      label: "The date",
      format: "The date must be a valid date (YYYY-MM-DD) or date-time",
      form: "date-or-date-time",
    }),
  );

const fields = {
  type: z.enum(INTERACTION_TYPES, { error: "Type must be call, meeting, email or note" }),
  date: when,
  notes: z
    .string({ error: "Notes must be text" })
    .trim()
    .max(5000, { error: "Notes must be at most 5000 characters" })
    .nullish(),
  completed: z.boolean({ error: "completed must be true or false" }),
  /** One of the sponsor's contacts, or null for none. */
  contactId: bodyId("contactId").nullable(),
};

export const interactionCreateSchema = z.object({
  sponsorBrandId: bodyId("sponsorBrandId"),
  ...fields,
  completed: fields.completed.default(false),
  contactId: fields.contactId.optional(),
});
export type InteractionCreateInput = z.infer<typeof interactionCreateSchema>;

export const interactionUpdateSchema = patchSchema(fields);

/**
 * The interaction dialog: the day and time as the reader's inputs give them (the dialog turns
 * them into a moment in the reader's zone), and the contact as an id or "" for none.
 */
export const interactionFormSchema = z.object({
  type: fields.type,
  day: z
    .string()
    .trim()
    .min(1, { error: "Choose when it happens" })
    .refine((value) => isCalendarDate(value), { error: "Choose when it happens" }),
  time: z
    .string()
    .trim()
    .refine((value) => value === "" || /^\d{2}:\d{2}$/.test(value), {
      error: "The time must be HH:MM",
    }),
  notes: fields.notes,
  completed: fields.completed,
  contactId: z.string().transform((value) => (value === "" ? null : Number(value))),
});
export type InteractionUpdateInput = z.infer<typeof interactionUpdateSchema>;

export const sponsorProgressStageViewSchema = z.object({
  sponsorBrandId: z.number(),
  currentStage: z.enum(PIPELINE_STAGES),
  nextAction: z.string().nullable(),
  targetDate: z.iso.date().nullable(),
  lastUpdated: z.iso
    .datetime()
    .nullable()
    .meta({ description: "Null for a sponsor never moved along (a prospect)." }),
});
export type SponsorProgressStageView = z.infer<typeof sponsorProgressStageViewSchema>;

const NEXT_ACTION_MAX = 500;

/** The pipeline card's form: "" is no next action / no target date. */
export const pipelineFormSchema = z.object({
  currentStage: z.enum(PIPELINE_STAGES, {
    error: `Stage must be one of: ${PIPELINE_STAGES.join(", ")}`,
  }),
  nextAction: z
    .string()
    .trim()
    .max(NEXT_ACTION_MAX, { error: `Next action must be at most ${NEXT_ACTION_MAX} characters` }),
  targetDate: z.string().superRefine(
    dateRule({
      label: "Target date",
      format: "Target date must be a valid date (YYYY-MM-DD)",
      allowEmpty: true,
    }),
  ),
});

export const progressStageUpdateSchema = z
  .object({
    currentStage: z.enum(PIPELINE_STAGES, {
      error: `Stage must be one of: ${PIPELINE_STAGES.join(", ")}`,
    }),
    nextAction: z
      .string()
      .trim()
      .max(500, { error: "Next action must be at most 500 characters" })
      .nullable(),
    targetDate: z
      .string()
      .meta({ format: "date" })
      .superRefine(
        dateRule({ label: "Target date", format: "Target date must be a valid date (YYYY-MM-DD)" }),
      )
      .nullable(),
  })
  .partial()
  .strict();
