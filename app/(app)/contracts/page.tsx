import type { Metadata } from "next";
import Link from "next/link";
import { SalesTabs } from "@/components/contracts/sales-tabs";
import { BrandInAddress } from "@/components/events/brand-in-address";
import { PageHeader } from "@/components/shell/page-header";
import { Badge } from "@/components/ui/badge";
import { buttonClass, FilterSelect } from "@/components/ui/lean";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { resolveBrandPage } from "@/app/(app)/brand-page.server";
import { requireUser } from "@/lib/server/auth/guards";
import { listContracts } from "@/lib/server/contracts/queries";
import { formatDate } from "@/lib/shared/dates";
import { formatDealValue } from "@/lib/shared/money";
import { paramValue } from "@/lib/shared/page-params";
import { CONTRACT_STATUSES, type ContractStatus } from "@/lib/shared/schemas/contract";

export const metadata: Metadata = { title: "Contracts" };

const STATUS_LABELS: Record<ContractStatus, string> = {
  pending: "Pending",
  signed: "Signed",
  cancelled: "Cancelled",
};

/**
 * /contracts?eventBrandId= (&status=, &season=): the selected property's contracts, the ones
 * ending soonest first, with what each is worth and how much of it is paid. Drawn on the server;
 * the filters are a GET form, so they work before (and without) client code.
 */
export default async function ContractsPage({ searchParams }: PageProps<"/contracts">) {
  const page = await resolveBrandPage(searchParams, {
    title: "Contracts",
    noBrandsDescription: "Add an event brand before recording its contracts.",
  });
  if (page.fallback) return page.fallback;
  const { brand, params } = page;
  const user = await requireUser();
  const rawStatus = paramValue(params.status);
  const status = (CONTRACT_STATUSES as readonly string[]).includes(rawStatus ?? "")
    ? (rawStatus as ContractStatus)
    : undefined;
  const rawSeason = Number(paramValue(params.season));
  const season =
    Number.isInteger(rawSeason) && rawSeason >= 1900 && rawSeason <= 2200 ? rawSeason : undefined;
  const list = await listContracts({ eventBrandId: brand.id, status, season }, user);
  const thisYear = new Date().getFullYear();
  const seasons = Array.from({ length: 5 }, (_, index) => thisYear - 2 + index);

  return (
    <>
      {page.inAddress ? null : <BrandInAddress eventBrandId={brand.id} />}
      <PageHeader
        title="Contracts"
        description={`The signed terms of ${brand.name}'s sponsors: what was sold, for how much, and what is paid.`}
      />
      <SalesTabs current="/contracts" eventBrandId={brand.id} />
      <form
        method="get"
        action="/contracts"
        className="mb-6 flex flex-wrap items-end gap-3"
        aria-label="Filter contracts"
      >
        <input type="hidden" name="eventBrandId" value={brand.id} />
        <FilterSelect
          id="contracts-status"
          name="status"
          label="Status"
          value={status}
          anyLabel="Any status"
          options={CONTRACT_STATUSES.map((option) => ({
            value: option,
            label: STATUS_LABELS[option],
          }))}
        />
        <FilterSelect
          id="contracts-season"
          name="season"
          label="Season"
          value={season}
          anyLabel="Any season"
          options={seasons.map((year) => ({ value: year, label: String(year) }))}
        />
        <button type="submit" className={buttonClass("outline")}>
          Apply
        </button>
      </form>
      {list.length === 0 ? (
        <p className="rounded-lg border border-dashed px-6 py-12 text-center text-muted-foreground">
          {status || season
            ? "No contract matches these filters."
            : `${brand.name} has no contract yet. A contract is created from an accepted proposal with an Investment, or recorded on a deal.`}
        </p>
      ) : (
        <Table data-testid="contracts-table">
          <TableHeader>
            <TableRow>
              <TableHead>Sponsor</TableHead>
              <TableHead>Sold</TableHead>
              <TableHead>Term</TableHead>
              <TableHead className="text-right">Fee</TableHead>
              <TableHead className="text-right">Paid</TableHead>
              <TableHead>Status</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.map((contract) => (
              <TableRow key={contract.id}>
                <TableCell>
                  <Link href={`/contracts/${contract.id}`} className="font-medium hover:underline">
                    {contract.sponsorName}
                  </Link>
                  {contract.isSample ? (
                    <Badge variant="outline" className="ml-2">
                      Sample contract
                    </Badge>
                  ) : null}
                </TableCell>
                <TableCell className="text-sm">
                  {contract.package?.name ??
                    `${contract.items.length} ${contract.items.length === 1 ? "asset" : "assets"}`}
                </TableCell>
                <TableCell className="text-sm whitespace-nowrap">
                  {formatDate(contract.startDate)} to {formatDate(contract.endDate)}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatDealValue(contract.totalFeeCents, contract.currency)}
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatDealValue(contract.paidCents, contract.currency)}
                </TableCell>
                <TableCell>
                  <Badge variant={contract.status === "signed" ? "default" : "secondary"}>
                    {STATUS_LABELS[contract.status]}
                  </Badge>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
