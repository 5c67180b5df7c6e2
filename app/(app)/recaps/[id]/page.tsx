import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { RECAP_STATUS_LABELS } from "@/components/recaps/contract-recaps";
import {
  CreateRecapShareLink,
  RecapExportButton,
  RevokeShareLinkButton,
} from "@/components/recaps/recap-actions";
import { SharedProposalView } from "@/components/share/shared-proposal-view";
import { PageHeader } from "@/components/shell/page-header";
import { Badge } from "@/components/ui/badge";
import type { ActingUser } from "@/lib/server/auth/actor";
import { requireUser } from "@/lib/server/auth/guards";
import { AppError } from "@/lib/server/http/errors";
import { canWriteRecaps, getRecap } from "@/lib/server/recaps/queries";
import { listRecapShareLinks } from "@/lib/server/recaps/share";
import { formatDate } from "@/lib/shared/dates";
import { parseIdParam } from "@/lib/shared/page-params";
import { recapDocument } from "@/lib/shared/recap-document";
import type { RecapView } from "@/lib/shared/schemas/recap";

export const metadata: Metadata = { title: "Recap" };

async function findRecap(raw: string): Promise<RecapView | null> {
  const id = parseIdParam(raw);
  if (id === null) return null;
  try {
    return await getRecap(id);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  }
}

/**
 * /recaps/{id} — a recap as the sponsor will see it (the same document as the share page and the
 * exports), with its exports and share links for those who may share it.
 */
export default async function RecapPage({ params }: PageProps<"/recaps/[id]">) {
  const user = await requireUser();
  const recap = await findRecap((await params).id);
  if (!recap) notFound();
  const canWrite = await canWriteRecaps(recap.contractId, user);
  return (
    <>
      <PageHeader
        title={recap.content?.title ?? `${recap.season} season recap`}
        description="Proof of performance: what the sponsor sees when it is exported or shared."
        actions={
          <Link href={`/contracts/${recap.contractId}`} className="text-sm underline">
            Contract
          </Link>
        }
      />
      <div className="mb-6 flex flex-wrap gap-2">
        <Badge variant="secondary">{RECAP_STATUS_LABELS[recap.status]}</Badge>
      </div>
      {recap.content ? (
        <div className="grid gap-8">
          {canWrite ? <RecapOutput recapId={recap.id} user={user} /> : null}
          <SharedProposalView proposal={recapDocument(recap.content)} embedded />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          {recap.status === "failed"
            ? "This recap could not be made. Create it again from the contract."
            : "This recap is being made. Reload the page in a moment."}
        </p>
      )}
    </>
  );
}

async function RecapOutput({ recapId, user }: { recapId: number; user: ActingUser }) {
  const links = await listRecapShareLinks(recapId, user);
  return (
    <section aria-labelledby="recap-output" className="grid gap-4 rounded-lg border p-4">
      <h2 id="recap-output" className="text-lg font-semibold">
        Export and share
      </h2>
      <div className="flex flex-wrap gap-3">
        <RecapExportButton recapId={recapId} format="pdf" />
        <RecapExportButton recapId={recapId} format="pptx" />
      </div>
      <CreateRecapShareLink recapId={recapId} />
      {links.items.length ? (
        <ul className="grid gap-2 text-sm" aria-label="Share links">
          {links.items.map((link) => (
            <li key={link.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {link.url ? <span className="break-all">{link.url}</span> : "Link"} · {link.status}{" "}
                · {link.viewCount} view{link.viewCount === 1 ? "" : "s"}
                {link.hasPasscode ? " · passcode" : ""} · expires{" "}
                {formatDate(link.expiresAt.slice(0, 10))}
              </span>
              {link.status === "active" ? <RevokeShareLinkButton linkId={link.id} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
