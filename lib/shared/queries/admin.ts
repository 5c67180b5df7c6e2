/** Reads of the admin pages: the audit log and the email outbox. */
import type { AuditEntryView, AuditLogFilters } from "@/lib/shared/schemas/audit";
import type { OutboxItem, OutboxMessage, OutboxQuery } from "@/lib/shared/schemas/email";
import { apiQuery, pagedQuery, STALE, withQuery } from "./define";

/** One page of the audit log for these filters. */
export const auditLogQuery = pagedQuery<AuditEntryView, AuditLogFilters>({
  root: "audit-log",
  params: (filters) => ({ ...filters }),
  path: (filters) => withQuery("/api/admin/audit-log", { ...filters }),
  staleTime: STALE.events,
});

/** One page of the outbox; blank filters are left out, so the server's key and the client's agree. */
export const outboxPageQuery = pagedQuery<OutboxItem, OutboxQuery>({
  root: "outbox",
  params: (query) => ({
    list: true,
    status: query.status ?? "",
    q: query.q ?? "",
    page: query.page,
  }),
  path: (query) =>
    withQuery("/api/admin/outbox", { status: query.status, q: query.q, page: query.page }),
  staleTime: 0,
});

/** One message with its bodies. */
export const outboxMessageQuery = apiQuery<OutboxMessage, { id: number }>({
  root: "outbox",
  path: ({ id }) => `/api/admin/outbox/${id}`,
  staleTime: 0,
});

/** The error-handling demo's deliberately failing read: a path no route answers (404). */
export const missingPathQuery = apiQuery<never>({
  root: "error-demo",
  path: () => "/api/this-path-does-not-exist",
  staleTime: 0,
});
