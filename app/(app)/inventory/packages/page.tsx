import type { Metadata } from "next";
import Link from "next/link";
import { resolveBrandPage } from "@/app/(app)/brand-page.server";
import { BrandInAddress } from "@/components/events/brand-in-address";
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
import { listPackages, packageAssetOptions } from "@/lib/server/inventory/packages";
import { discountText, money, term } from "./package-format";
import { EMPTY_PACKAGE, PackageForm } from "./package-form";

export const metadata: Metadata = { title: "Packages" };

/**
 * /inventory/packages?eventBrandId= — the property's packages with their price per season against
 * the rate card of its assets; admins add one here.
 */
export default async function PackagesPage({ searchParams }: PageProps<"/inventory/packages">) {
  const resolved = await resolveBrandPage(searchParams, {
    title: "Packages",
    noBrandsDescription: "Add an event brand before bundling its inventory into packages.",
  });
  if (resolved.fallback) return resolved.fallback;
  const user = await requireUser();
  const isAdmin = user.role === "admin";
  const brand = resolved.brand;
  const [{ season, packages }, assets] = await Promise.all([
    listPackages(brand.id),
    isAdmin ? packageAssetOptions(brand.id) : Promise.resolve([]),
  ]);
  return (
    <>
      {resolved.inAddress ? null : <BrandInAddress eventBrandId={brand.id} />}
      <PageHeader
        title="Packages"
        description={`${brand.name}'s packages: assets bundled at one price per season. Rate-card values are for the ${season} season.`}
      />
      {packages.length === 0 ? (
        <p className="mb-8 text-muted-foreground">{brand.name} has no packages yet.</p>
      ) : (
        <Table className="mb-8">
          <TableHeader>
            <TableRow>
              <TableHead>Package</TableHead>
              <TableHead className="text-right">Price per season</TableHead>
              <TableHead>Term</TableHead>
              <TableHead>Exclusivity</TableHead>
              <TableHead className="text-right">Assets</TableHead>
              <TableHead className="text-right">Rate-card total ({season})</TableHead>
              <TableHead>Against rate card</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {packages.map((pkg) => (
              <TableRow key={pkg.id}>
                <TableCell>
                  <Link href={`/inventory/packages/${pkg.id}`} className="font-medium underline">
                    {pkg.name}
                  </Link>
                </TableCell>
                <TableCell className="text-right">{money(pkg.priceCents, pkg.currency)}</TableCell>
                <TableCell>{term(pkg.termSeasons)}</TableCell>
                <TableCell>{pkg.exclusiveCategory ?? "None"}</TableCell>
                <TableCell className="text-right">{pkg.items.length}</TableCell>
                <TableCell className="text-right">
                  {money(pkg.rateCardTotalCents, pkg.currency)}
                </TableCell>
                <TableCell>{discountText(pkg)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {isAdmin ? (
        <details className="rounded-md border p-4">
          <summary className="cursor-pointer font-medium">New package</summary>
          <div className="mt-4">
            {assets.length === 0 ? (
              <p className="text-muted-foreground">
                Add assets to {brand.name}&apos;s inventory first: a package bundles them.
              </p>
            ) : (
              <PackageForm
                mode="create"
                eventBrandId={brand.id}
                initial={EMPTY_PACKAGE}
                assets={assets}
              />
            )}
          </div>
        </details>
      ) : null}
    </>
  );
}
