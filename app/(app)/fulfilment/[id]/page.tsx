import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { DeliverableEditor } from "@/components/fulfilment/deliverable-editor";
import { PageHeader } from "@/components/shell/page-header";
import { requireUser } from "@/lib/server/auth/guards";
import { getDeliverableOrThrow } from "@/lib/server/fulfilment/queries";
import { AppError } from "@/lib/server/http/errors";
import { formatDate } from "@/lib/shared/dates";
import { parseIdParam } from "@/lib/shared/page-params";

/** A deliverable that is not there is the page's 404; any other failure is the error page's. */
const onlyFound = (error: unknown) => {
  if (error instanceof AppError && error.code === "NOT_FOUND") return null;
  throw error;
};

export const metadata: Metadata = { title: "Deliverable" };

/** /fulfilment/{id}: one deliverable, its status and its proof (added and removed here). */
export default async function DeliverablePage({ params }: PageProps<"/fulfilment/[id]">) {
  await requireUser();
  const id = parseIdParam((await params).id);
  const item = id === null ? null : await getDeliverableOrThrow(id).catch(onlyFound);
  if (!item) notFound();
  return (
    <>
      <PageHeader
        title={item.label}
        description={`${item.sponsorName} · due ${formatDate(item.dueDate)}${
          item.overdue ? " · overdue" : ""
        }${item.isSample ? " · Sample contract (read-only)" : ""}`}
        actions={
          <Link
            href={`/fulfilment?eventBrandId=${item.eventBrandId}`}
            className="text-sm underline"
          >
            All deliverables
          </Link>
        }
      />
      {item.waivedReason ? <p className="mb-4 text-sm">Waived: {item.waivedReason}</p> : null}
      <DeliverableEditor initial={item} />
    </>
  );
}
