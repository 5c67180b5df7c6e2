// GET /api/reports/pipeline?eventBrandId=&format=json|csv — a property's pipeline report: each
// sponsor's engagement and pipeline stage, next action, open interactions and linked events, with
// the deal and interaction totals. format=csv downloads the rows as a spreadsheet.
import { pipelineReportSchema } from "@/lib/shared/schemas/report";
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { getPipelineReport } from "@/lib/server/reports/pipeline";
import { numericId } from "@/lib/shared/schemas/common";
import { reportToCsv } from "@/lib/shared/pipeline-report";

const query = z.object({
  eventBrandId: numericId("eventBrandId"),
  format: z.enum(["json", "csv"], { error: "format must be json or csv" }).default("json"),
});

export const GET = route(
  {
    auth: "user",
    summary: "A property's pipeline report (JSON, or CSV with format=csv)",
    responses: { 200: pipelineReportSchema },
    query,
  },
  async ({ query }) => {
    const report = await getPipelineReport(query.eventBrandId);
    if (query.format === "json") return report;
    const day = report.generatedAt.slice(0, 10);
    const slug = report.eventBrand.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
    return new Response(reportToCsv(report), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="pipeline-${slug || "report"}-${day}.csv"`,
        "Cache-Control": "no-store",
      },
    });
  },
);
