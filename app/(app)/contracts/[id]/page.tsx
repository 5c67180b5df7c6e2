import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { DocumentUpload, InstalmentStep } from "@/components/contracts/contract-actions";
import { ContractRecaps } from "@/components/recaps/contract-recaps";
import { PageHeader } from "@/components/shell/page-header";
import { Badge } from "@/components/ui/badge";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { requireUser } from "@/lib/server/auth/guards";
import { getContract } from "@/lib/server/contracts/queries";
import { listContractDeliverables } from "@/lib/server/fulfilment/queries";
import { canWriteRecaps, listContractRecaps } from "@/lib/server/recaps/queries";
import { AppError } from "@/lib/server/http/errors";
import type { ActingUser } from "@/lib/server/auth/actor";
import { formatDate } from "@/lib/shared/dates";
import { formatDealValue } from "@/lib/shared/money";
import { parseIdParam } from "@/lib/shared/page-params";
import type { ContractView } from "@/lib/shared/schemas/contract";

/** The contract, or null when the address names none (the page answers Next's 404). */
async function findContract(raw: string, user: ActingUser): Promise<ContractView | null> {
  const id = parseIdParam(raw);
  if (id === null) return null;
  try {
    return await getContract(id, user);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  }
}

export const metadata: Metadata = { title: "Contract" };

const STATUS_LABELS = { pending: "Pending", signed: "Signed", cancelled: "Cancelled" } as const;
const INSTALMENT_LABELS = { due: "Due", invoiced: "Invoiced", paid: "Paid" } as const;

/**
 * /contracts/{id} — one contract: its terms, what was sold, the payment schedule (the deal's
 * owner and admins move instalments on), the signed document and the recaps. Sample contracts say
 * so.
 */
export default async function ContractPage({ params }: PageProps<"/contracts/[id]">) {
  const user = await requireUser();
  const contract = await findContract((await params).id, user);
  if (!contract) notFound();
  const money = (cents: number) => formatDealValue(cents, contract.currency);
  const [deliverables, recaps, canWriteRecapsHere] = await Promise.all([
    listContractDeliverables(contract.id),
    listContractRecaps(contract.id),
    canWriteRecaps(contract.id, user),
  ]);
  const count = (status: string) => deliverables.filter((d) => d.status === status).length;
  const overdue = deliverables.filter((d) => d.overdue);
  return (
    <>
      <PageHeader
        title={`${contract.sponsorName} contract`}
        description={`${contract.eventBrandName} · ${formatDate(contract.startDate)} to ${formatDate(contract.endDate)}`}
        actions={
          <Link
            href={`/current-sponsors?eventBrandId=${contract.eventBrandId}`}
            className="text-sm underline"
          >
            Current sponsors
          </Link>
        }
      />
      <div className="mb-6 flex flex-wrap gap-2">
        <Badge variant="secondary">{STATUS_LABELS[contract.status]}</Badge>
        {contract.isSample ? (
          <Badge variant="outline" className="border-dashed" title="Demo data: not real terms">
            Sample contract
          </Badge>
        ) : null}
      </div>
      <div className="grid gap-8">
        <section aria-labelledby="contract-terms" className="grid gap-4">
          <h2 id="contract-terms" className="text-lg font-semibold">
            Terms
          </h2>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            <Fact label="Total fee" value={money(contract.totalFeeCents)} />
            <Fact label="Seasons" value={contract.seasons.join(", ")} />
            <Fact label="Category exclusivity" value={contract.exclusiveCategory ?? "None"} />
            <Fact label="Package" value={contract.package?.name ?? "Assets sold one by one"} />
            <Fact label="Invoiced" value={money(contract.invoicedCents)} />
            <Fact label="Paid" value={money(contract.paidCents)} />
          </dl>
        </section>
        <section aria-labelledby="contract-items" className="grid gap-4">
          <h2 id="contract-items" className="text-lg font-semibold">
            What was sold
          </h2>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Asset</TableHead>
                <TableHead className="text-right">Quantity</TableHead>
                <TableHead>Unit</TableHead>
                <TableHead>Events</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {contract.items.map((item) => (
                <TableRow key={item.id}>
                  <TableCell>
                    <Link href={`/inventory/assets/${item.assetId}/edit`} className="underline">
                      {item.assetName}
                    </Link>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{item.quantity}</TableCell>
                  <TableCell>{item.unit}</TableCell>
                  <TableCell>
                    {item.scope === "season"
                      ? "Season"
                      : item.specificEventIds.length
                        ? `${item.specificEventIds.length} named events`
                        : "Every event"}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>
        <section aria-labelledby="contract-fulfilment" className="grid gap-4">
          <h2 id="contract-fulfilment" className="text-lg font-semibold">
            Fulfilment
          </h2>
          {deliverables.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Nothing to deliver: no event of the property falls within this contract&apos;s dates
              for what it sold.
            </p>
          ) : (
            <>
              <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5">
                <Fact label="Deliverables" value={String(deliverables.length)} />
                <Fact label="Delivered" value={String(count("delivered"))} />
                <Fact label="Overdue" value={String(overdue.length)} />
                <Fact label="Missed" value={String(count("missed"))} />
                <Fact label="Waived" value={String(count("waived"))} />
              </dl>
              {overdue.length > 0 ? (
                <ul className="divide-y rounded-lg border" aria-label="Overdue deliverables">
                  {overdue.slice(0, 5).map((item) => (
                    <li key={item.id} className="flex flex-wrap justify-between gap-2 p-3 text-sm">
                      <Link href={`/fulfilment/${item.id}`} className="font-medium hover:underline">
                        {item.label}
                      </Link>
                      <span className="text-muted-foreground">due {formatDate(item.dueDate)}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
              <p className="text-sm">
                <Link
                  href={`/fulfilment?eventBrandId=${contract.eventBrandId}&view=sponsor`}
                  className="underline"
                >
                  Every deliverable, by sponsor
                </Link>
              </p>
            </>
          )}
        </section>
        <section aria-labelledby="contract-instalments" className="grid gap-4">
          <h2 id="contract-instalments" className="text-lg font-semibold">
            Instalments
          </h2>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>#</TableHead>
                <TableHead>Due</TableHead>
                <TableHead className="text-right">Amount</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {contract.instalments.map((entry) => (
                <TableRow key={entry.n}>
                  <TableCell>{entry.n}</TableCell>
                  <TableCell>{formatDate(entry.dueDate)}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {money(entry.amountCents)}
                  </TableCell>
                  <TableCell>
                    {INSTALMENT_LABELS[entry.status]}
                    {entry.paidDate
                      ? ` ${formatDate(entry.paidDate)}`
                      : entry.invoicedDate
                        ? ` ${formatDate(entry.invoicedDate)}`
                        : ""}
                  </TableCell>
                  <TableCell className="text-right">
                    {contract.canEdit && entry.status !== "paid" ? (
                      <InstalmentStep
                        contractId={contract.id}
                        n={entry.n}
                        next={entry.status === "due" ? "invoiced" : "paid"}
                      />
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>
        <section aria-labelledby="contract-document" className="grid gap-4">
          <h2 id="contract-document" className="text-lg font-semibold">
            Signed document
          </h2>
          {contract.document ? (
            <p className="text-sm">
              <a href={contract.document.url} className="underline" download>
                {contract.document.name}
              </a>{" "}
              <span className="text-muted-foreground">
                ({Math.ceil(contract.document.size / 1024)} KB, uploaded{" "}
                {formatDate(contract.document.uploadedAt.slice(0, 10))})
              </span>
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">No signed document uploaded yet.</p>
          )}
          {contract.canEdit ? (
            <DocumentUpload contractId={contract.id} replace={contract.document !== null} />
          ) : null}
        </section>
        <ContractRecaps
          contractId={contract.id}
          seasons={contract.seasons}
          recaps={recaps.items}
          canWrite={canWriteRecapsHere}
        />
      </div>
    </>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="space-y-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
