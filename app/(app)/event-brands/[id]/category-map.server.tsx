import "server-only";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { propertyCategories } from "@/lib/server/sponsors/categories";
import { MARKET_CREDIT } from "@/lib/shared/market";
import { MarketCredit } from "@/components/deals/deal-source";
import { categorySections } from "@/lib/shared/open-categories";
import type { OpenCategory } from "@/lib/shared/schemas/open-categories";
import { CategoryCard } from "./category-card";

const HEADING = "Sponsorship categories";

/**
 * The property's category map, drawn on the server from the read the categories API answers
 * (`propertyCategories`): open categories first with their best prospects, then the taken ones in
 * a renewal window, then the rest of the taken, each with its holders. No client code: the
 * "more holders" and the jumps between groups are native details and in-page links.
 */
export async function CategoryMap({ eventBrandId, name }: { eventBrandId: number; name: string }) {
  const categories = await propertyCategories(eventBrandId);
  const { open, renewal, taken } = categorySections(categories);
  const sourced = categories.some((category) => category.holders.some((h) => h.isSourced));
  const groups = [
    { key: "open", title: "Open", list: open, text: "No holder: pitch its best prospects." },
    {
      key: "renewal",
      title: "Renewal window",
      list: renewal,
      text: "A holder's deal ends within 18 months: pitch a replacement.",
    },
    { key: "taken", title: "Taken", list: taken, text: "Held by a live deal." },
  ].filter((group) => group.list.length > 0);
  return (
    <Card role="region" aria-labelledby="sponsorship-categories">
      <CardHeader>
        <CardTitle as="h2" id="sponsorship-categories">
          {HEADING}
        </CardTitle>
        <CardDescription>
          Which industries {name} has sold and which it can still sell, from its live deals.
        </CardDescription>
        <nav aria-label="Category groups">
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium">
            <li>
              <SummaryLink id="open" count={open.length} label="open" />
            </li>
            <li>
              <SummaryLink
                id="taken"
                count={renewal.length + taken.length}
                label="taken"
                extra={renewal.length > 0 ? ` (${renewal.length} in a renewal window)` : ""}
                target={renewal.length > 0 ? "renewal" : "taken"}
              />
            </li>
          </ul>
        </nav>
      </CardHeader>
      <CardContent className="space-y-6">
        {taken.length + renewal.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No live deal is recorded for {name}: every category is open.
          </p>
        ) : null}
        {groups.map((group) => (
          <CategoryGroup
            key={group.key}
            id={group.key}
            title={group.title}
            text={group.text}
            categories={group.list}
            eventBrandId={eventBrandId}
            brandName={name}
          />
        ))}
        {sourced ? (
          <MarketCredit credit={MARKET_CREDIT} />
        ) : (
          <p className="text-xs text-muted-foreground">
            No sourced market data covers {name} yet: the map reads the deals recorded here.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function SummaryLink({
  id,
  count,
  label,
  extra = "",
  target = id,
}: {
  id: string;
  count: number;
  label: string;
  extra?: string;
  target?: string;
}) {
  const text = `${count} ${label}${extra}`;
  if (count === 0) return <span className="text-muted-foreground">{text}</span>;
  return (
    <a href={`#categories-${target}`} className="text-primary hover:underline">
      {text}
    </a>
  );
}

function CategoryGroup({
  id,
  title,
  text,
  categories,
  eventBrandId,
  brandName,
}: {
  id: string;
  title: string;
  text: string;
  categories: OpenCategory[];
  eventBrandId: number;
  brandName: string;
}) {
  return (
    <section
      id={`categories-${id}`}
      aria-labelledby={`categories-${id}-title`}
      className="space-y-3"
    >
      <div>
        <h3 id={`categories-${id}-title`} className="font-semibold">
          {title} ({categories.length})
        </h3>
        <p className="text-sm text-muted-foreground">{text}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {categories.map((category) => (
          <CategoryCard
            key={category.industry}
            category={category}
            eventBrandId={eventBrandId}
            brandName={brandName}
          />
        ))}
      </ul>
    </section>
  );
}

/** What shows while the map is read (the rest of the page does not wait for it). */
export function CategoryMapLoading() {
  return (
    <Card role="region" aria-busy="true" aria-label={HEADING}>
      <CardHeader>
        <CardTitle as="h2">{HEADING}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-40 rounded-xl" />
        ))}
      </CardContent>
    </Card>
  );
}
