import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/shared/dates";
import type { RecapStatus, RecapView } from "@/lib/shared/schemas/recap";
import { CreateRecapButton } from "./recap-actions";

export const RECAP_STATUS_LABELS: Record<RecapStatus, string> = {
  queued: "Queued",
  processing: "Being made",
  ready: "Ready",
  failed: "Failed",
};

/** The Recaps section of /contracts/{id}: make one per season, and the recaps made so far. */
export function ContractRecaps({
  contractId,
  seasons,
  recaps,
  canWrite,
}: {
  contractId: number;
  seasons: readonly number[];
  recaps: readonly RecapView[];
  canWrite: boolean;
}) {
  return (
    <section aria-labelledby="contract-recaps" className="grid gap-4">
      <h2 id="contract-recaps" className="text-lg font-semibold">
        Recaps
      </h2>
      <p className="text-sm text-muted-foreground">
        Proof of performance for the sponsor: what was delivered per asset, the proof and the value
        delivered (an estimate), to export or share by link.
      </p>
      {canWrite ? (
        <div className="flex flex-wrap gap-3">
          {seasons.map((season) => (
            <CreateRecapButton key={season} contractId={contractId} season={season} />
          ))}
        </div>
      ) : null}
      {recaps.length ? (
        <ul className="grid gap-2" aria-label="Recaps">
          {recaps.map((recap) => (
            <li key={recap.id} className="flex flex-wrap items-center gap-3 text-sm">
              <Link href={`/recaps/${recap.id}`} className="underline">
                {recap.season} season recap
              </Link>
              <Badge variant="secondary">{RECAP_STATUS_LABELS[recap.status]}</Badge>
              <span className="text-muted-foreground">
                made {formatDate(recap.createdAt.slice(0, 10))}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No recap made yet.</p>
      )}
    </section>
  );
}
