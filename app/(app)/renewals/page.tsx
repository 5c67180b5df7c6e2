import type { Metadata } from "next";
import Link from "next/link";
import { StartRenewalProposal } from "@/components/contracts/contract-actions";
import { SalesTabs } from "@/components/contracts/sales-tabs";
import { BrandInAddress } from "@/components/events/brand-in-address";
import { PageHeader } from "@/components/shell/page-header";
import { buttonClass, FilterSelect } from "@/components/ui/lean";
import { resolveBrandPage } from "@/app/(app)/brand-page.server";
import { requireUser } from "@/lib/server/auth/guards";
import { listRenewals } from "@/lib/server/renewals/queries";
import { formatDate } from "@/lib/shared/dates";
import { formatDealValue } from "@/lib/shared/money";
import { formatRate } from "@/lib/shared/renewals";
import { paramValue } from "@/lib/shared/page-params";
import {
  RENEWAL_WINDOW,
  RENEWAL_WINDOW_CHOICES,
  type RenewalView,
} from "@/lib/shared/schemas/renewal";

export const metadata: Metadata = { title: "Renewals" };

function RenewalCard({ renewal }: { renewal: RenewalView }) {
  const { contract, paymentState } = renewal;
  return (
    <li className="grid gap-3 p-4 sm:grid-cols-[1fr_auto]" data-testid="renewal">
      <div className="min-w-0">
        <p className="font-medium">
          <Link href={`/contracts/${contract.id}`} className="hover:underline">
            {contract.sponsorName}
          </Link>
          {contract.isSample ? (
            <span className="ml-2 text-sm text-muted-foreground">Sample contract</span>
          ) : null}
        </p>
        <p className="text-sm text-muted-foreground">
          {formatDate(contract.startDate)} – {formatDate(contract.endDate)} ·{" "}
          <strong className="text-foreground">
            {renewal.daysToEnd === 0 ? "ends today" : `${renewal.daysToEnd} days to end`}
          </strong>
        </p>
        <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-muted-foreground">Fee per season</dt>
            <dd>{formatDealValue(renewal.feePerSeasonCents, contract.currency)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Fulfilment</dt>
            <dd>{formatRate(renewal.fulfilmentRate)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Payments</dt>
            <dd>
              {paymentState.label}
              {paymentState.overdueInstalments > 0
                ? ` (${paymentState.overdueInstalments} overdue)`
                : ""}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Match today</dt>
            <dd>{renewal.match === null ? "—" : `${renewal.match}%`}</dd>
          </div>
        </dl>
      </div>
      <div className="self-center">
        {renewal.renewalProposalId !== null ? (
          <Link href={`/proposals/${renewal.renewalProposalId}`} className={buttonClass("outline")}>
            Open renewal proposal
          </Link>
        ) : contract.sponsorBrandId !== null ? (
          <StartRenewalProposal contractId={contract.id} />
        ) : null}
      </div>
    </li>
  );
}

/**
 * /renewals?eventBrandId=&withinDays= — the selected property's signed contracts ending within a
 * window (90, 180 or 365 days), soonest first, with their fulfilment, payments and the sponsor's
 * match today; each starts a renewal proposal in one click. Drawn on the server; the window is a
 * GET form and the button a small island.
 */
export default async function RenewalsPage({ searchParams }: PageProps<"/renewals">) {
  const page = await resolveBrandPage(searchParams, {
    title: "Renewals",
    noBrandsDescription: "Add an event brand before following its renewals.",
  });
  if (page.fallback) return page.fallback;
  const { brand } = page;
  const user = await requireUser();
  const asked = Number(paramValue(page.params.withinDays));
  const withinDays = (RENEWAL_WINDOW_CHOICES as readonly number[]).includes(asked)
    ? asked
    : RENEWAL_WINDOW.default;
  const list = await listRenewals({ eventBrandId: brand.id, withinDays }, user);

  return (
    <>
      {page.inAddress ? null : <BrandInAddress eventBrandId={brand.id} />}
      <PageHeader
        title="Renewals"
        description={`${brand.name}'s contracts ending in the next ${withinDays} days, with how each went.`}
      />
      <SalesTabs current="/renewals" eventBrandId={brand.id} />
      <form
        method="get"
        action="/renewals"
        className="mb-6 flex items-end gap-2"
        aria-label="Renewal window"
      >
        <input type="hidden" name="eventBrandId" value={brand.id} />
        <FilterSelect
          id="renewals-window"
          name="withinDays"
          label="Ending within"
          value={String(withinDays)}
          options={RENEWAL_WINDOW_CHOICES.map((days) => ({
            value: String(days),
            label: `${days} days`,
          }))}
        />
        <button type="submit" className={buttonClass("outline")}>
          Apply
        </button>
      </form>
      {list.length === 0 ? (
        <p className="rounded-lg border border-dashed px-6 py-12 text-center text-muted-foreground">
          No signed contract of {brand.name} ends in the next {withinDays} days.
        </p>
      ) : (
        <ul className="divide-y rounded-lg border" aria-label="Contracts up for renewal">
          {list.map((renewal) => (
            <RenewalCard key={renewal.contract.id} renewal={renewal} />
          ))}
        </ul>
      )}
    </>
  );
}
