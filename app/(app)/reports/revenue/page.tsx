import type { Metadata } from "next";
import Link from "next/link";
import { BrandInAddress } from "@/components/events/brand-in-address";
import { RevenueSummary } from "@/components/reports/revenue-summary";
import { RevenueTargetForm } from "@/components/reports/revenue-target-form";
import { PageHeader } from "@/components/shell/page-header";
import { buttonClass } from "@/components/ui/lean";
import { resolveBrandPage } from "@/app/(app)/brand-page.server";
import { requireUser } from "@/lib/server/auth/guards";
import { getRevenue } from "@/lib/server/renewals/revenue";
import { paramValue } from "@/lib/shared/page-params";
import { DATE_YEARS } from "@/lib/shared/schemas/common";

export const metadata: Metadata = { title: "Revenue" };

/**
 * /reports/revenue?eventBrandId=&season= — the property's season in money: contracted revenue
 * against the admin's target (set here by admins), cash invoiced and collected, sell-through per
 * asset category and the renewal pipeline. Drawn on the server; the target is a small island.
 */
export default async function RevenuePage({ searchParams }: PageProps<"/reports/revenue">) {
  const page = await resolveBrandPage(searchParams, {
    title: "Revenue",
    noBrandsDescription: "Add an event brand before reporting on its revenue.",
  });
  if (page.fallback) return page.fallback;
  const { brand } = page;
  const user = await requireUser();
  const asked = Number(paramValue(page.params.season));
  const season =
    Number.isInteger(asked) && asked >= DATE_YEARS.min && asked <= DATE_YEARS.max
      ? asked
      : undefined;
  const revenue = await getRevenue(brand.id, season, user);
  const seasonHref = (year: number) => `/reports/revenue?eventBrandId=${brand.id}&season=${year}`;
  return (
    <>
      {page.inAddress ? null : <BrandInAddress eventBrandId={brand.id} />}
      <PageHeader
        title="Revenue"
        description={`${brand.name}'s ${revenue.season} season: contracted, invoiced and collected.`}
        actions={
          <Link href={`/reports?eventBrandId=${brand.id}`} className={buttonClass("outline")}>
            Pipeline report
          </Link>
        }
      />
      <nav aria-label="Season" className="mb-6 flex items-center gap-2 text-sm">
        <Link href={seasonHref(revenue.season - 1)} className={buttonClass("outline")}>
          {revenue.season - 1}
        </Link>
        <span className="font-medium">{revenue.season}</span>
        <Link href={seasonHref(revenue.season + 1)} className={buttonClass("outline")}>
          {revenue.season + 1}
        </Link>
      </nav>
      <section className="rounded-lg border p-4" aria-label="Revenue">
        <RevenueSummary revenue={revenue} />
      </section>
      {revenue.canSetTarget ? (
        <section className="mt-6 rounded-lg border p-4" aria-label="Set the target">
          <RevenueTargetForm
            eventBrandId={brand.id}
            season={revenue.season}
            currency={revenue.currency}
            current={revenue.target?.amount ?? null}
          />
        </section>
      ) : null}
    </>
  );
}
