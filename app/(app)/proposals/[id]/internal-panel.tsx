import { ShieldAlert } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/shared/dates";
import type { ProposalInternal, ProposalView } from "@/lib/shared/schemas/proposal";

/**
 * What only the seller sees, in one place: the match the draft was written from, whether the
 * event is over, the exclusivity conflicts the package would raise, how the price was reached and
 * the research used. None of it is ever in the share page or an export; the notes on each section
 * sit beside that section.
 */
export function InternalPanel({
  internal,
  event,
}: {
  internal: ProposalInternal;
  event: ProposalView["event"];
}) {
  const match = internal.match;
  return (
    <Card aria-labelledby="internal-title">
      <CardHeader>
        <CardTitle id="internal-title" className="flex items-center gap-2 text-base">
          <ShieldAlert className="size-4" aria-hidden /> Only you see this
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {match ? (
          <section>
            <h3 className="font-medium">Match</h3>
            <p className="text-muted-foreground">
              {match.percentage}% ({match.label}): audience {match.audience}%, values {match.values}
              %, brand values {match.brandValues}%.
            </p>
          </section>
        ) : null}
        {event?.ended ? (
          <section>
            <h3 className="font-medium">Event</h3>
            <p className="text-destructive">
              {event.name} ended on {formatDate(event.endDate ?? event.startDate)}.
            </p>
          </section>
        ) : null}
        <section>
          <h3 className="font-medium">Exclusivity</h3>
          {internal.conflicts.length === 0 ? (
            <p className="text-muted-foreground">No conflict with current deals or sponsors.</p>
          ) : (
            <ul className="list-disc space-y-1 pl-5 text-destructive">
              {internal.conflicts.map((c, i) => (
                <li key={i}>{c.message}</li>
              ))}
            </ul>
          )}
        </section>
        <section>
          <h3 className="font-medium">Price basis</h3>
          <p className="text-muted-foreground">
            {internal.priceBasis?.text ?? "No price basis recorded."}
          </p>
        </section>
        {internal.research ? (
          <section>
            <h3 className="font-medium">Research used</h3>
            <p className="text-muted-foreground">
              {formatDate(internal.research.generatedAt)} · {internal.research.provider} /{" "}
              {internal.research.model}
            </p>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
