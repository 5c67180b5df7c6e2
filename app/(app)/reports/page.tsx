import { BrandInAddress } from "@/components/events/brand-in-address";
import { Download } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { resolveBrandPage } from "@/app/(app)/brand-page.server";
import { PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { getPipelineReport } from "@/lib/server/reports/pipeline";
import { PipelineReportView } from "./pipeline-report-view";

export const metadata: Metadata = { title: "Pipeline Report" };

/**
 * /reports?eventBrandId= — the property's pipeline report: where every pitch stands, what happens
 * next, the deals on record and the team's follow-ups, with a CSV download.
 */
export default async function ReportsPage({ searchParams }: PageProps<"/reports">) {
  const resolved = await resolveBrandPage(searchParams, {
    title: "Pipeline Report",
    noBrandsDescription: "Add an event brand before reporting on its sponsors.",
  });
  if (resolved.fallback) return resolved.fallback;
  const report = await getPipelineReport(resolved.brand.id);
  return (
    <>
      {resolved.inAddress ? null : <BrandInAddress eventBrandId={resolved.brand.id} />}
      <PageHeader
        title="Pipeline Report"
        description={`Where every pitch for ${report.eventBrand.name} stands, and what happens next.`}
        actions={
          <>
            <Button asChild variant="outline">
              <Link href={`/reports/revenue?eventBrandId=${report.eventBrand.id}`}>Revenue</Link>
            </Button>
            <Button asChild variant="outline">
              <a
                href={`/api/reports/pipeline?eventBrandId=${report.eventBrand.id}&format=csv`}
                download
              >
                <Download className="size-4" aria-hidden /> Download CSV
              </a>
            </Button>
          </>
        }
      />
      <PipelineReportView report={report} />
    </>
  );
}
