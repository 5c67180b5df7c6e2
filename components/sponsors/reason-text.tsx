import type { MatchReasonView } from "@/lib/shared/schemas/sponsor";
import { reasonRuns } from "@/lib/shared/reason-links";

/** A match reason's words, the evidence it names linked to its sources (opening a new tab). */
export function ReasonText({ reason }: { reason: Pick<MatchReasonView, "text" | "links"> }) {
  return (
    <>
      {reasonRuns(reason.text, reason.links).map((run, i) =>
        run.url ? (
          <a
            key={i}
            href={run.url}
            target="_blank"
            rel="noreferrer"
            className="underline underline-offset-2"
            title={`Source of ${run.text}`}
          >
            {run.text}
          </a>
        ) : (
          <span key={i}>{run.text}</span>
        ),
      )}
    </>
  );
}
