import { z } from "zod";
import { DELIVERABLE_STATUSES, PROOF_KINDS, PROOF_METRICS } from "@/lib/shared/deliverables";
import { bodyId, dateRule, isCalendarDate, numericId } from "./common";
import { blankToUndefined } from "./query-params";
import { optionalText } from "./user";

export {
  DELIVERABLE_STATUSES,
  PROOF_KINDS,
  PROOF_METRICS,
  type DeliverableStatus,
  type ProofMetric,
} from "@/lib/shared/deliverables";

/** Days ahead that `due=upcoming` looks. */
export const UPCOMING_DAYS = 30;

export const DELIVERABLE_MESSAGES = {
  notFound: "Deliverable not found",
  proofNotFound: "Proof not found",
  contractNotFound: "Contract not found",
  status: `status must be one of: ${DELIVERABLE_STATUSES.join(", ")}`,
  waivedReason: "A waived deliverable needs a reason (waivedReason)",
  labelRequired: "Label is required",
  labelTooLong: "Label must be at most 300 characters",
  dueDate: "dueDate must be a date (YYYY-MM-DD)",
  due: 'due must be "overdue", "upcoming" or a date range "YYYY-MM-DD..YYYY-MM-DD"',
  forbidden: "Only the deal's owner, the deliverable's owner or an admin can change this",
  ownerMissing: "That user does not exist",
  proofKind: "Send a file (photo or PDF), a url, or a figure (metric, value and source)",
  proofOneKind: "Send one proof at a time: a file, a url or a figure",
  url: "url must be an http(s) address",
  metric: `metric must be one of: ${PROOF_METRICS.join(", ")}`,
  value: "value must be a whole number, 0 or more",
  source: "A figure needs its source (where the number comes from)",
  fileType: "The file must be a JPEG, PNG or WebP photo, or a PDF",
  fileTooLarge: "The file must be at most 10 MB",
} as const;

const dateText = (label: string, format: string) =>
  z.string({ error: format }).superRefine(dateRule({ label, format }));

/** PATCH /api/deliverables/{id}. Waiving needs a reason; leaving "waived" clears it. */
export const deliverableUpdateSchema = z
  .object({
    label: z
      .string({ error: DELIVERABLE_MESSAGES.labelRequired })
      .trim()
      .min(1, { error: DELIVERABLE_MESSAGES.labelRequired })
      .max(300, { error: DELIVERABLE_MESSAGES.labelTooLong }),
    dueDate: dateText("dueDate", DELIVERABLE_MESSAGES.dueDate),
    ownerUserId: bodyId("ownerUserId").nullable(),
    status: z.enum(DELIVERABLE_STATUSES, { error: DELIVERABLE_MESSAGES.status }),
    waivedReason: optionalText(2000, "waivedReason"),
  })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, { error: "Nothing to change" })
  .refine((value) => value.status !== "waived" || Boolean(value.waivedReason), {
    error: DELIVERABLE_MESSAGES.waivedReason,
    path: ["waivedReason"],
  });
export type DeliverableUpdateInput = z.infer<typeof deliverableUpdateSchema>;

/** The `due` filter: overdue, upcoming (the next UPCOMING_DAYS days) or "from..to". */
export type DueFilter =
  { kind: "overdue" } | { kind: "upcoming" } | { kind: "range"; from: string; to: string };

const dueFilter = z
  .string()
  .transform((value, ctx): DueFilter => {
    if (value === "overdue" || value === "upcoming") return { kind: value };
    const [from, to, ...rest] = value.split("..");
    const valid = (d: string | undefined): d is string => d !== undefined && isCalendarDate(d);
    if (rest.length === 0 && valid(from) && valid(to) && from <= to)
      return { kind: "range", from, to };
    ctx.addIssue({ code: "custom", message: DELIVERABLE_MESSAGES.due });
    return z.NEVER;
  })
  .meta({ description: 'overdue, upcoming (next 30 days) or "YYYY-MM-DD..YYYY-MM-DD"' });

/** GET /api/deliverables. */
export const deliverableListQuery = z.object({
  eventBrandId: numericId("eventBrandId"),
  specificEventId: z.preprocess(blankToUndefined, numericId("specificEventId").optional()),
  status: z.preprocess(
    blankToUndefined,
    z.enum(DELIVERABLE_STATUSES, { error: DELIVERABLE_MESSAGES.status }).optional(),
  ),
  due: z.preprocess(blankToUndefined, dueFilter.optional()),
});
export type DeliverableListQuery = z.infer<typeof deliverableListQuery>;

export const deliverableProofParams = z.object({
  id: numericId(),
  proofId: numericId("proofId"),
});

export const deliverableProofSchema = z.object({
  id: z.number(),
  deliverableId: z.number(),
  kind: z.enum(PROOF_KINDS),
  url: z.string().nullable().meta({
    description: "The link (kind link) or where the stored file is served (photo, document).",
  }),
  fileName: z.string().nullable(),
  contentType: z.string().nullable(),
  byteSize: z.number().nullable(),
  metric: z.enum(PROOF_METRICS).nullable(),
  value: z.number().nullable(),
  source: z.string().nullable(),
  note: z.string().nullable(),
  createdBy: z.number().nullable(),
  createdAt: z.iso.datetime(),
});
export type DeliverableProof = z.infer<typeof deliverableProofSchema>;

export const deliverableSchema = z.object({
  id: z.number(),
  contractId: z.number(),
  contractItemId: z.number(),
  dealId: z.number(),
  eventBrandId: z.number(),
  sponsorBrandId: z.number().nullable(),
  sponsorName: z.string(),
  assetId: z.number(),
  assetName: z.string(),
  specificEventId: z.number().nullable(),
  eventName: z.string().nullable(),
  season: z.number(),
  unitNumber: z.number(),
  label: z.string(),
  dueDate: z.string(),
  ownerUserId: z.number().nullable(),
  status: z.enum(DELIVERABLE_STATUSES),
  waivedReason: z.string().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  overdue: z
    .boolean()
    .meta({ description: "Past its due date, not delivered or waived, and without proof." }),
  isSample: z.boolean(),
  proofs: z.array(deliverableProofSchema),
});
export type Deliverable = z.infer<typeof deliverableSchema>;

const httpUrl = z
  .string({ error: DELIVERABLE_MESSAGES.url })
  .trim()
  .max(2000, { error: "url must be at most 2000 characters" })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.protocol === "http:" || url.protocol === "https:";
      } catch {
        return false;
      }
    },
    { error: DELIVERABLE_MESSAGES.url },
  );

/**
 * The text parts of a proof (a form's fields, or an MCP tool's arguments): a link (`url`) or a
 * figure (`metric`, `value`, `source`), with an optional note. Which one is sent is checked by
 * `proofKindProblem`, since a form may carry a file instead.
 */
export const proofFieldsSchema = z.object({
  url: z.preprocess(blankToUndefined, httpUrl.optional()),
  metric: z.preprocess(
    blankToUndefined,
    z.enum(PROOF_METRICS, { error: DELIVERABLE_MESSAGES.metric }).optional(),
  ),
  value: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: DELIVERABLE_MESSAGES.value })
      .int({ error: DELIVERABLE_MESSAGES.value })
      .min(0, { error: DELIVERABLE_MESSAGES.value })
      .max(Number.MAX_SAFE_INTEGER, { error: DELIVERABLE_MESSAGES.value })
      .optional(),
  ),
  source: z.preprocess(
    blankToUndefined,
    z
      .string({ error: DELIVERABLE_MESSAGES.source })
      .trim()
      .max(300, { error: "source must be at most 300 characters" })
      .optional(),
  ),
  note: z.preprocess(
    blankToUndefined,
    z.string().trim().max(2000, { error: "note must be at most 2000 characters" }).optional(),
  ),
});
export type ProofFields = z.infer<typeof proofFieldsSchema>;

/** Why a proof's parts do not make exactly one proof (with the field at fault), or null. */
export function proofKindProblem(
  fields: ProofFields,
  hasFile: boolean,
): { field: string; message: string } | null {
  const figure =
    fields.metric !== undefined || fields.value !== undefined || fields.source !== undefined;
  const sent = [hasFile, fields.url !== undefined, figure].filter(Boolean).length;
  if (sent === 0) return { field: "file", message: DELIVERABLE_MESSAGES.proofKind };
  if (sent > 1) return { field: "file", message: DELIVERABLE_MESSAGES.proofOneKind };
  if (figure) {
    if (fields.metric === undefined)
      return { field: "metric", message: DELIVERABLE_MESSAGES.metric };
    if (fields.value === undefined) return { field: "value", message: DELIVERABLE_MESSAGES.value };
    if (fields.source === undefined)
      return { field: "source", message: DELIVERABLE_MESSAGES.source };
  }
  return null;
}
