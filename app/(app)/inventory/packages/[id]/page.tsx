import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PageHeader } from "@/components/shell/page-header";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { requireUser } from "@/lib/server/auth/guards";
import { AppError } from "@/lib/server/http/errors";
import { ValuationSummary } from "@/components/inventory/valuation-summary";
import { getPackage, packageAssetOptions } from "@/lib/server/inventory/packages";
import { valuePackage } from "@/lib/server/inventory/valuation";
import { assetCategoryLabel } from "@/lib/shared/inventory";
import { parseIdParam } from "@/lib/shared/page-params";
import type { InventoryPackage } from "@/lib/shared/schemas/inventory-package";
import { discountText, money, term } from "../package-format";
import { PackageForm } from "../package-form";

/** The package, or null when the address names none (the page answers Next's 404). */
async function findPackage(raw: string): Promise<InventoryPackage | null> {
  const id = parseIdParam(raw);
  if (id === null) return null;
  try {
    return await getPackage(id);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  }
}

export async function generateMetadata({
  params,
}: PageProps<"/inventory/packages/[id]">): Promise<Metadata> {
  const pkg = await findPackage((await params).id);
  return { title: pkg?.name ?? "Package" };
}

/**
 * /inventory/packages/{id} — one package: its assets with quantities and rate-card values for the
 * season being sold, its price, term and exclusivity; admins edit or delete it here.
 */
export default async function PackagePage({ params }: PageProps<"/inventory/packages/[id]">) {
  const user = await requireUser();
  const pkg = await findPackage((await params).id);
  if (!pkg) notFound();
  const isAdmin = user.role === "admin";
  const assets = isAdmin ? await packageAssetOptions(pkg.eventBrandId) : [];
  return (
    <>
      <PageHeader
        title={pkg.name}
        description={pkg.description ?? undefined}
        actions={
          <Link
            href={`/inventory/packages?eventBrandId=${pkg.eventBrandId}`}
            className="text-sm underline"
          >
            All packages
          </Link>
        }
      />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="package-terms" className="grid content-start gap-6">
          <h2 id="package-terms" className="sr-only">
            Terms and assets
          </h2>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            <Fact label="Price per season" value={money(pkg.priceCents, pkg.currency)} />
            <Fact label="Term" value={term(pkg.termSeasons)} />
            <Fact label="Category exclusivity" value={pkg.exclusiveCategory ?? "None"} />
            <Fact label={`Against rate card (${pkg.season})`} value={discountText(pkg)} />
          </dl>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Asset</TableHead>
                <TableHead>Category</TableHead>
                <TableHead className="text-right">Quantity</TableHead>
                <TableHead className="text-right">List price</TableHead>
                <TableHead className="text-right">Rate-card value ({pkg.season})</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {pkg.items.map((item) => (
                <TableRow key={item.assetId}>
                  <TableCell className="font-medium">{item.name}</TableCell>
                  <TableCell>{assetCategoryLabel(item.category)}</TableCell>
                  <TableCell className="text-right">
                    {item.quantity}
                    {item.scope === "event" ? ` at ${item.events} events` : " a season"}
                  </TableCell>
                  <TableCell className="text-right">
                    {money(item.listPriceCents, item.currency)} {item.unit}
                  </TableCell>
                  <TableCell className="text-right">
                    {money(item.rateCardValueCents, item.currency)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
            <tfoot className="border-t font-medium">
              <TableRow>
                <TableCell colSpan={4}>
                  Rate-card total for {pkg.season} ({pkg.seasonEvents} events)
                </TableCell>
                <TableCell className="text-right">
                  {money(pkg.rateCardTotalCents, pkg.currency)}
                </TableCell>
              </TableRow>
            </tfoot>
          </Table>
        </section>
        <ValuationSummary valuation={await valuePackage(pkg.id, pkg.season)} />
      </div>
      {isAdmin ? (
        <section aria-labelledby="edit-package" className="mt-10">
          <h2 id="edit-package" className="mb-4 text-xl font-semibold">
            Edit package
          </h2>
          <PackageForm
            mode="edit"
            eventBrandId={pkg.eventBrandId}
            packageId={pkg.id}
            assets={assets}
            initial={{
              name: pkg.name,
              description: pkg.description ?? "",
              price: String(pkg.price),
              currency: pkg.currency,
              termSeasons: String(pkg.termSeasons),
              exclusiveCategory: pkg.exclusiveCategory ?? "",
              items: pkg.items.map((item) => ({
                assetId: item.assetId,
                quantity: String(item.quantity),
              })),
            }}
          />
        </section>
      ) : null}
    </>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold">{value}</dd>
    </div>
  );
}
