import { CalendarClock, ExternalLink } from "lucide-react";
import Link from "next/link";
import { MatchBadge } from "@/components/sponsors/match-badge";
import { Badge } from "@/components/ui/badge";
import { formatDayFirst } from "@/lib/shared/dates";
import { sourceLabel } from "@/lib/shared/market";
import type { CategoryHolder, OpenCategory } from "@/lib/shared/schemas/open-categories";

/** Holders shown at once; the rest sit behind a "Show more" a keyboard can open. */
const HOLDERS_SHOWN = 3;

const detailHref = (sponsorBrandId: number, eventBrandId: number) =>
  `/sponsor-brands/detail/${sponsorBrandId}?eventBrandId=${eventBrandId}`;

/** One industry of the property's category map: its holders, or its best prospects, or both. */
export function CategoryCard({
  category,
  eventBrandId,
  brandName,
}: {
  category: OpenCategory;
  eventBrandId: number;
  brandName: string;
}) {
  const open = category.status === "open";
  const renewal = formatDayFirst(category.renewalDate);
  const shown = category.holders.slice(0, HOLDERS_SHOWN);
  const more = category.holders.slice(HOLDERS_SHOWN);
  const holderItem = (holder: CategoryHolder, index: number) => (
    <HolderItem key={index} holder={holder} eventBrandId={eventBrandId} brandName={brandName} />
  );
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
      aria-labelledby={`category-${slug(category.industry)}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={`category-${slug(category.industry)}`} className="font-semibold">
          {category.industry}
        </h4>
        <Badge variant={open ? "success" : "secondary"}>{open ? "Open" : "Taken"}</Badge>
      </div>
      {renewal ? (
        <p className="flex items-center gap-1.5 text-sm font-medium text-warning">
          <CalendarClock className="size-4 shrink-0" aria-hidden />
          Renewal window: ends {renewal}
        </p>
      ) : null}
      {shown.length > 0 ? (
        <ul className="space-y-2 text-sm" aria-label={`Holders of ${category.industry}`}>
          {shown.map(holderItem)}
        </ul>
      ) : null}
      {more.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer rounded-sm text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
            Show {more.length} more {more.length === 1 ? "holder" : "holders"}
          </summary>
          <ul className="mt-2 space-y-2">{more.map(holderItem)}</ul>
        </details>
      ) : null}
      {open || category.topProspects.length > 0 ? (
        <Prospects category={category} eventBrandId={eventBrandId} />
      ) : null}
    </li>
  );
}

function HolderItem({
  holder,
  eventBrandId,
  brandName,
}: {
  holder: CategoryHolder;
  eventBrandId: number;
  brandName: string;
}) {
  const ends = formatDayFirst(holder.endDate);
  // The league's own deals are the property's: only a team's or an event's name says more.
  const where = holder.property && holder.property !== brandName ? holder.property : null;
  const details = [holder.level, where, holder.term ?? (ends ? `ends ${ends}` : null)].filter(
    Boolean,
  );
  return (
    <li className="space-y-0.5">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {holder.sponsorBrandId === null ? (
          <span className="font-medium">{holder.name}</span>
        ) : (
          <Link
            href={detailHref(holder.sponsorBrandId, eventBrandId)}
            className="font-medium hover:underline"
          >
            {holder.name}
          </Link>
        )}
        {holder.isExclusive ? <Badge variant="gold">Exclusive</Badge> : null}
      </p>
      <p className="text-muted-foreground">{details.join(" · ")}</p>
      {holder.source ? (
        <p className="text-xs text-muted-foreground">
          {holder.source.url ? (
            <a
              href={holder.source.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 hover:underline"
            >
              Source: {sourceLabel(holder.source)}
              <ExternalLink className="size-3" aria-hidden />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : (
            <>Source: {sourceLabel(holder.source)}</>
          )}
        </p>
      ) : null}
    </li>
  );
}

function Prospects({ category, eventBrandId }: { category: OpenCategory; eventBrandId: number }) {
  const title = category.status === "open" ? "Best prospects" : "Prospects for the renewal";
  if (category.topProspects.length === 0) {
    return <p className="text-sm text-muted-foreground">No catalogue company in this industry.</p>;
  }
  return (
    <div className="space-y-2 border-t pt-3">
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{title}</p>
      <ol className="space-y-1.5 text-sm" aria-label={`${title}: ${category.industry}`}>
        {category.topProspects.map((prospect) => (
          <li key={prospect.sponsorBrandId} className="flex items-center justify-between gap-2">
            <Link
              href={detailHref(prospect.sponsorBrandId, eventBrandId)}
              className="min-w-0 truncate hover:underline"
            >
              {prospect.name}
            </Link>
            <MatchBadge percentage={prospect.matchPercentage} />
          </li>
        ))}
      </ol>
    </div>
  );
}

/** An id-safe form of an industry name ("Banking & Financial Services" → "banking-financial-services"). */
function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
