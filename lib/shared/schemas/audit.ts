import { z } from "zod";
import { dateRule, isCalendarDate } from "@/lib/shared/schemas/common";
import { blankToUndefined } from "./query-params";
import { paramValue, type SearchParams } from "@/lib/shared/page-params";
import { MAX_PAGE, type Page } from "@/lib/shared/paging";
import { pageParams } from "@/lib/shared/schemas/paged";

/** One audit log entry as the admin list shows it (docs/product.md#audit-log). */
export const auditEntryViewSchema = z.object({
  id: z.number().int(),
  /** One of the recorded actions, e.g. "user.role_changed". */
  action: z.string(),
  /** Who did it (their username at the time); null for the system or an anonymous visitor. */
  actor: z.object({ id: z.number().int().nullable(), username: z.string().nullable() }).nullable(),
  target: z
    .object({
      type: z.string().nullable(),
      id: z.string().nullable(),
      label: z.string().nullable(),
    })
    .nullable(),
  details: z.record(z.string(), z.unknown()),
  /** The details in one short line ("user → admin"). */
  summary: z.string(),
  createdAt: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntryViewSchema>;

export type AuditLogPage = Page<AuditEntryView>;

export const AUDIT_PAGE_SIZE = 50;

/** The list's filters, as kept in the page's address and sent to the API. */
export interface AuditLogFilters {
  action?: string;
  actor?: string;
  /** Days "YYYY-MM-DD" (UTC), both included. */
  from?: string;
  to?: string;
  page?: number;
}

const day = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .superRefine(dateRule({ label, format: `${label} must be a date (YYYY-MM-DD)` }))
      .optional(),
  );

export const auditLogQuerySchema = z
  .object({
    action: z.preprocess(
      blankToUndefined,
      z.string().trim().max(60, { error: "action is too long" }).optional(),
    ),
    /** Part of the actor's username, any case. */
    actor: z.preprocess(
      blankToUndefined,
      z.string().trim().max(255, { error: "actor is too long" }).optional(),
    ),
    from: day("from"),
    to: day("to"),
    ...pageParams({ fixedSize: AUDIT_PAGE_SIZE }),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: "from must not be after to",
    path: ["from"],
  });
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/**
 * The filters in a page's address: values the API would refuse are left out, so the page shows
 * the unfiltered list rather than an error. `actions` is the closed list of recorded actions.
 */
export function auditFiltersOf(query: SearchParams, actions: readonly string[]): AuditLogFilters {
  const filters: AuditLogFilters = {};
  const action = paramValue(query.action);
  if (action && actions.includes(action)) filters.action = action;
  const actor = paramValue(query.actor);
  if (actor && actor.length <= 255) filters.actor = actor;
  const from = paramValue(query.from);
  const to = paramValue(query.to);
  if (from && isCalendarDate(from)) filters.from = from;
  if (to && isCalendarDate(to) && (!filters.from || filters.from <= to)) filters.to = to;
  const page = Number(paramValue(query.page));
  if (Number.isInteger(page) && page > 1 && page <= MAX_PAGE) filters.page = page;
  return filters;
}
