import type { Metadata } from "next";
import { AccessDenied } from "@/components/errors/access-denied";
import { AdminPage } from "@/components/shell/admin-page";
import { requireUser } from "@/lib/server/auth/guards";
import { getEmailOrThrow, listOutbox } from "@/lib/server/email/queries";
import { emailTransport } from "@/lib/server/email/send";
import { AppError } from "@/lib/server/http/errors";
import { prefetch, prefetched } from "@/lib/server/queries/prefetch";
import { outboxMessageQuery, outboxPageQuery } from "@/lib/shared/queries/admin";
import { paramValue, parseIdParam } from "@/lib/shared/page-params";
import { outboxQuerySchema, type OutboxMessage } from "@/lib/shared/schemas/email";
import { OutboxView } from "./outbox-view";

export const metadata: Metadata = { title: "Outbox" };

async function findMessage(id: number | null): Promise<OutboxMessage | null> {
  if (id === null) return null;
  try {
    return await getEmailOrThrow(id);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  }
}

/**
 * /admin/outbox?status=&q=&page=&id= (admins): every outgoing message, newest first, filtered by
 * status and address, with the selected message shown as it renders.
 */
export default async function OutboxPage({ searchParams }: PageProps<"/admin/outbox">) {
  const user = await requireUser();
  if (user.role !== "admin") return <AccessDenied />;
  const params = await searchParams;
  // An address that does not parse (a hand-edited status) shows the unfiltered first page.
  const parsed = outboxQuerySchema.safeParse({
    status: paramValue(params.status),
    q: paramValue(params.q),
    page: paramValue(params.page),
  });
  const query = parsed.success ? parsed.data : { page: 1 };
  const selectedId = parseIdParam(params.id);
  const [list, message] = await Promise.all([listOutbox(query), findMessage(selectedId)]);
  const smtp = emailTransport() === "smtp";
  const state = await prefetched(
    prefetch(outboxPageQuery, query, () => list),
    ...(message ? [prefetch(outboxMessageQuery, { id: message.id }, () => message)] : []),
  );
  return (
    <AdminPage
      state={state}
      title="Outbox"
      description={
        smtp
          ? "Every message Pitchside sends, as it was sent over SMTP."
          : "Every message Pitchside sends. SMTP is not configured (SMTP_URL), so messages are kept here and printed to the server log instead of being emailed."
      }
    >
      <OutboxView query={query} selectedId={message ? message.id : selectedId} />
    </AdminPage>
  );
}
