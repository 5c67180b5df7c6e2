import { formatUsdCompact } from "@/lib/shared/money";
import type { PublicProposal, PublicProposalSection } from "@/lib/shared/schemas/proposal";
import type { RecapContent } from "@/lib/shared/schemas/recap";

/**
 * A recap as a shareable document: the same shape as a proposal's public view, so the share page,
 * the PDF and the PowerPoint renderers of proposals draw recaps too. It is made from the recap's
 * content alone (which holds only what the sponsor may see); the property signs it, never a
 * member of the team.
 */

const METRIC_LABELS: Record<RecapContent["figures"][number]["metric"], string> = {
  impressions: "Impressions",
  attendance: "Attendance",
  clicks: "Clicks",
  posts: "Posts",
};

/** Markdown table cells cannot hold a pipe or a line break. */
const cell = (text: string) => text.replace(/[|\n\r]/g, " ").trim();
const percent = (value: number | null) => (value === null ? "–" : `${value}%`);
const number = (value: number) => value.toLocaleString("en-US");

export const ESTIMATE_LABEL = "Estimate";

function section(
  kind: PublicProposalSection["kind"],
  title: string,
  body: string,
  mockups: PublicProposalSection["mockups"] = [],
): PublicProposalSection {
  return { kind, title, body, ideas: [], mockups };
}

function deliveryTable(content: RecapContent): string {
  const rows = content.assets.map(
    (line) =>
      `| ${cell(line.name)} | ${line.contracted} | ${line.delivered} | ${percent(line.percentDelivered)} | ${line.missed} | ${line.waived} |`,
  );
  const { totals } = content;
  return [
    "| Asset | Contracted | Delivered | % delivered | Missed | Waived |",
    "| --- | --- | --- | --- | --- | --- |",
    ...rows,
    `| **Total** | ${totals.contracted} | ${totals.delivered} | ${percent(totals.percentDelivered)} | ${totals.missed} | ${totals.waived} |`,
    "",
    "% delivered is delivered units over the units owed (contracted, less those waived).",
  ].join("\n");
}

function figuresBody(content: RecapContent): string {
  if (content.figures.length === 0) return "No measured figures were recorded for this season.";
  return content.figures
    .map(
      (figure) =>
        `- **${METRIC_LABELS[figure.metric]}: ${number(figure.total)}**` +
        (figure.sources.length ? ` (source: ${figure.sources.map(cell).join("; ")})` : ""),
    )
    .join("\n");
}

function valueBody(content: RecapContent): string {
  const { value } = content;
  const range =
    value.mid === null
      ? "Not enough audience data or comparable deals to value what was delivered."
      : `**${ESTIMATE_LABEL}: ${formatUsdCompact(value.mid)}** (range ${formatUsdCompact(value.low)} to ${formatUsdCompact(value.high)})`;
  return `${range}\n\n${value.basis}`;
}

export function recapDocument(content: RecapContent): PublicProposal {
  const cover = [
    `Proof of performance for the ${content.season} season.`,
    content.isSample ? "\n**Sample contract**: demo data, not a real partner's terms." : "",
    `\n**${percent(content.totals.percentDelivered)} delivered**: ${content.totals.delivered} of ${content.totals.contracted} contracted units.`,
  ].join("\n");
  const photos = content.photos.map((photo) => ({
    id: photo.proofId,
    title: photo.label,
    imageUrl: photo.url,
  }));
  return {
    title: content.title,
    date: content.generatedAt,
    sponsor: content.sponsor,
    property: content.property,
    event: null,
    recipient: null,
    seller: { name: content.property.name, email: "" },
    sections: [
      section("cover", "Cover", cover),
      section("package", "Delivered against the contract", deliveryTable(content)),
      section("executive_summary", "Measured figures", figuresBody(content)),
      section("investment", `Value delivered (${ESTIMATE_LABEL})`, valueBody(content)),
      ...(photos.length ? [section("visuals", "Proof", "", photos)] : []),
    ],
    investment: null,
  };
}
