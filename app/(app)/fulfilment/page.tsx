import type { Metadata } from "next";
import Link from "next/link";
import { SalesTabs } from "@/components/contracts/sales-tabs";
import { BrandInAddress } from "@/components/events/brand-in-address";
import { STATUS_LABELS } from "@/components/fulfilment/status";
import { PageHeader } from "@/components/shell/page-header";
import { buttonClass, FilterSelect } from "@/components/ui/lean";
import { LinkPagination } from "@/components/ui/link-pagination";
import { resolveBrandPage } from "@/app/(app)/brand-page.server";
import { pageOfDeliverables } from "@/lib/server/fulfilment/queries";
import { formatDate } from "@/lib/shared/dates";
import { paramValue } from "@/lib/shared/page-params";
import { pageParams } from "@/lib/shared/schemas/paged";
import {
  DELIVERABLE_STATUSES,
  type Deliverable,
  type DeliverableStatus,
} from "@/lib/shared/schemas/deliverable";

export const metadata: Metadata = { title: "Fulfilment" };

/** Deliverables per page: a season of a large property runs to thousands. */
const FULFILMENT_PAGE_SIZE = 100;
const { page: pageParam } = pageParams({ fixedSize: FULFILMENT_PAGE_SIZE });

type View = "event" | "sponsor";

function groupsOf(list: Deliverable[], view: View): Array<[string, Deliverable[]]> {
  const groups = new Map<string, Deliverable[]>();
  for (const item of list) {
    const key =
      view === "sponsor"
        ? item.sponsorName
        : (item.eventName ?? `${item.season} season (no single event)`);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  // Groups with overdue work first, then by their earliest due date (the list is already sorted).
  return [...groups.entries()].sort(
    ([, a], [, b]) => Number(b.some((d) => d.overdue)) - Number(a.some((d) => d.overdue)),
  );
}

/**
 * /fulfilment?eventBrandId= (&view=event|sponsor, &status=, &page=): what the selected property
 * must deliver, overdue first, 100 to a page, grouped by event or by sponsor within the page. Each
 * row opens the deliverable, where proof is added. Drawn on the server; the view and the pages are
 * links and the status filter a GET form.
 */
export default async function FulfilmentPage({ searchParams }: PageProps<"/fulfilment">) {
  const page = await resolveBrandPage(searchParams, {
    title: "Fulfilment",
    noBrandsDescription: "Add an event brand before tracking what it delivers.",
  });
  if (page.fallback) return page.fallback;
  const { brand } = page;
  const view: View = paramValue(page.params.view) === "sponsor" ? "sponsor" : "event";
  const rawStatus = paramValue(page.params.status);
  const status = (DELIVERABLE_STATUSES as readonly string[]).includes(rawStatus ?? "")
    ? (rawStatus as DeliverableStatus)
    : undefined;
  // A page number that does not parse shows the first page; one past the end, the last.
  const asked = pageParam.safeParse(paramValue(page.params.page));
  const query = { eventBrandId: brand.id, status };
  let shown = await pageOfDeliverables(query, {
    page: asked.success ? asked.data : 1,
    pageSize: FULFILMENT_PAGE_SIZE,
  });
  const lastPage = Math.max(1, Math.ceil(shown.total / FULFILMENT_PAGE_SIZE));
  if (shown.page > lastPage)
    shown = await pageOfDeliverables(query, { page: lastPage, pageSize: FULFILMENT_PAGE_SIZE });
  const { items: list, overdue } = shown;
  const href = (next: View, pageNumber = 1) =>
    `/fulfilment?eventBrandId=${brand.id}&view=${next}${status ? `&status=${status}` : ""}${
      pageNumber > 1 ? `&page=${pageNumber}` : ""
    }`;

  return (
    <>
      {page.inAddress ? null : <BrandInAddress eventBrandId={brand.id} />}
      <PageHeader
        title="Fulfilment"
        description={`What ${brand.name} must deliver to its sponsors, with proof.${
          overdue > 0 ? ` ${overdue} overdue.` : ""
        }`}
      />
      <SalesTabs current="/fulfilment" eventBrandId={brand.id} />
      <div className="mb-6 flex flex-wrap items-end gap-4">
        <nav aria-label="Group by" className="flex items-center gap-2 text-sm">
          <span className="text-muted-foreground">Group by:</span>
          {(["event", "sponsor"] as const).map((option) => (
            <Link
              key={option}
              href={href(option)}
              aria-current={view === option ? "page" : undefined}
              className={buttonClass(view === option ? "default" : "outline")}
            >
              {option === "event" ? "Event" : "Sponsor"}
            </Link>
          ))}
        </nav>
        <form
          method="get"
          action="/fulfilment"
          className="flex items-end gap-2"
          aria-label="Filter deliverables"
        >
          <input type="hidden" name="eventBrandId" value={brand.id} />
          <input type="hidden" name="view" value={view} />
          <FilterSelect
            id="fulfilment-status"
            name="status"
            label="Status"
            value={status}
            anyLabel="Any status"
            options={DELIVERABLE_STATUSES.map((option) => ({
              value: option,
              label: STATUS_LABELS[option],
            }))}
          />
          <button type="submit" className={buttonClass("outline")}>
            Apply
          </button>
        </form>
      </div>
      {list.length === 0 ? (
        <p className="rounded-lg border border-dashed px-6 py-12 text-center text-muted-foreground">
          {status
            ? "No deliverable has this status."
            : `${brand.name} has nothing to deliver yet: deliverables come from its contracts.`}
        </p>
      ) : (
        groupsOf(list, view).map(([name, items]) => (
          <section key={name} className="mb-6" aria-label={name}>
            <h2 className="mb-2 text-lg font-semibold">{name}</h2>
            <ul className="divide-y rounded-lg border">
              {items.map((item) => (
                <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                  <div className="min-w-0">
                    <Link href={`/fulfilment/${item.id}`} className="font-medium hover:underline">
                      {item.label}
                    </Link>
                    <p className="text-sm text-muted-foreground">
                      {view === "event"
                        ? item.sponsorName
                        : (item.eventName ?? `${item.season} season`)}
                      {" · due "}
                      {formatDate(item.dueDate)}
                      {item.isSample ? " · Sample contract" : ""}
                    </p>
                  </div>
                  <span
                    className={
                      item.overdue
                        ? "rounded-full bg-destructive px-2 py-0.5 text-xs font-medium text-white"
                        : "rounded-full border px-2 py-0.5 text-xs font-medium"
                    }
                  >
                    {item.overdue ? "Overdue" : STATUS_LABELS[item.status]}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      {shown.total > FULFILMENT_PAGE_SIZE ? (
        <LinkPagination
          page={shown.page}
          pageSize={FULFILMENT_PAGE_SIZE}
          total={shown.total}
          href={(pageNumber) => href(view, pageNumber)}
        />
      ) : null}
    </>
  );
}
