import { CalendarClock } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { MatchBadge } from "@/components/sponsors/match-badge";
import { Badge } from "@/components/ui/badge";
import { DealSourceLine } from "@/components/deals/deal-source";
import { formatReportedDate } from "@/lib/shared/dates";
import { holderCompanies, type HolderCompany } from "@/lib/shared/open-categories";
import type { CategoryHolder, OpenCategory } from "@/lib/shared/schemas/open-categories";

/** Holders, and deals of one holder, shown at once; the rest sit behind a "Show more". */
const COMPANIES_SHOWN = 3;
const DEALS_SHOWN = 2;
/**
 * At most this many more behind a "Show more": a property with years of deals has hundreds of
 * holders per industry, and drawing them all made its page megabytes long. The rest are one link
 * away, on Current Sponsors searched for the industry or the company.
 */
const MORE_COMPANIES = 20;
const MORE_DEALS = 10;

const currentSponsorsHref = (eventBrandId: number, search: string) =>
  `/current-sponsors?eventBrandId=${eventBrandId}&search=${encodeURIComponent(search)}`;

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
  const renewal = formatReportedDate(category.renewalDate);
  const id = `category-${slug(category.industry)}`;
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
      aria-labelledby={id}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={id} className="font-semibold">
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
      <ShowMoreList
        items={holderCompanies(category.holders)}
        shown={COMPANIES_SHOWN}
        nouns={["holder", "holders"]}
        label={`Holders of ${category.industry}`}
        className="space-y-3 text-sm"
        more={{ href: currentSponsorsHref(eventBrandId, category.industry), after: MORE_COMPANIES }}
        render={(company) => (
          <CompanyItem
            key={company.key}
            company={company}
            eventBrandId={eventBrandId}
            brandName={brandName}
          />
        )}
      />
      {open || category.topProspects.length > 0 ? (
        <Prospects category={category} eventBrandId={eventBrandId} />
      ) : null}
    </li>
  );
}

/**
 * The first `shown` items as a list, up to `more.after` more behind a native "Show N more" (no
 * script), and past those a link to where all of them are listed (`more.href`).
 */
function ShowMoreList<T>({
  items,
  shown,
  nouns: [one, many],
  label,
  className,
  more,
  render,
}: {
  items: T[];
  shown: number;
  nouns: [string, string];
  label: string;
  className: string;
  more: { href: string; after: number };
  render: (item: T, index: number) => ReactNode;
}) {
  if (items.length === 0) return null;
  const rest = items.slice(shown, shown + more.after);
  const unshown = items.length - shown - rest.length;
  return (
    <div className="space-y-2">
      <ul className={className} aria-label={label}>
        {items.slice(0, shown).map((item, index) => render(item, index))}
      </ul>
      {rest.length > 0 ? (
        <details>
          <summary className="cursor-pointer rounded-sm text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
            Show {rest.length} more {rest.length === 1 ? one : many}
          </summary>
          <ul className={`${className} mt-2`}>
            {rest.map((item, index) => render(item, shown + index))}
          </ul>
          {unshown > 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">
              {unshown} more {unshown === 1 ? one : many}:{" "}
              <Link href={more.href} prefetch={false} className="text-primary hover:underline">
                see them all on Current Sponsors
              </Link>
            </p>
          ) : null}
        </details>
      ) : null}
    </div>
  );
}

function CompanyItem({
  company,
  eventBrandId,
  brandName,
}: {
  company: HolderCompany;
  eventBrandId: number;
  brandName: string;
}) {
  return (
    <li className="space-y-1">
      {company.sponsorBrandId === null ? (
        <p className="font-medium">{company.name}</p>
      ) : (
        <p>
          <Link
            href={detailHref(company.sponsorBrandId, eventBrandId)}
            className="font-medium hover:underline"
          >
            {company.name}
          </Link>
        </p>
      )}
      <ShowMoreList
        items={company.deals}
        shown={DEALS_SHOWN}
        nouns={["deal", "deals"]}
        label={`Deals of ${company.name}`}
        className="space-y-1.5"
        more={{ href: currentSponsorsHref(eventBrandId, company.name), after: MORE_DEALS }}
        render={(deal, index) => <DealItem key={index} deal={deal} brandName={brandName} />}
      />
    </li>
  );
}

function DealItem({ deal, brandName }: { deal: CategoryHolder; brandName: string }) {
  const ends = formatReportedDate(deal.endDate);
  // The league's own deals are the property's: only a team's or an event's name says more.
  const where = deal.property && deal.property !== brandName ? deal.property : null;
  const details = [deal.level, where, deal.term ?? (ends ? `ends ${ends}` : null)].filter(Boolean);
  return (
    <li>
      <p className="flex flex-wrap items-center gap-x-2 text-muted-foreground">
        {details.join(" · ")}
        {deal.isExclusive ? <Badge variant="gold">Exclusive</Badge> : null}
      </p>
      {deal.source ? <DealSourceLine source={deal.source} /> : null}
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
