import type { OutboxQuery } from "@/lib/shared/schemas/email";

/** Query keys of the admin Outbox, shared with the server page that hydrates them. */
export const OUTBOX_KEY = ["/api/admin/outbox"] as const;
/** One page of the list; blank filters are left out, so the server's key and the client's agree. */
export const outboxPageKey = (query: OutboxQuery) =>
  [
    ...OUTBOX_KEY,
    "page",
    { status: query.status ?? "", q: query.q ?? "", page: query.page },
  ] as const;
export const outboxMessageKey = (id: number) => [...OUTBOX_KEY, id] as const;
