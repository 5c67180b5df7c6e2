import type { PublicProposal } from "@/lib/shared/schemas/proposal";

/** "LIV Golf Adelaide · 13 February 2026 – 15 February 2026 · The Grange, Australia" */
export function eventLine(event: NonNullable<PublicProposal["event"]>): string {
  const dates = [event.startDate, event.endDate]
    .filter((value): value is string => Boolean(value))
    .map(formatLongDate);
  const where = [event.venue, event.country].filter(Boolean).join(", ");
  return [event.name, [...new Set(dates)].join(" – "), where].filter(Boolean).join(" · ");
}

/** The cover's lines below the title, shared by the share page, the PDF and the PowerPoint cover. */
export function coverLines(view: PublicProposal): { text: string; strong?: boolean }[] {
  const lines: { text: string; strong?: boolean }[] = [];
  lines.push({
    text: `${view.sponsor.name}${view.property ? ` × ${view.property.name}` : ""}`,
    strong: true,
  });
  if (view.event) lines.push({ text: eventLine(view.event) });
  if (view.recipient) {
    lines.push({
      text: `Prepared for ${view.recipient.name}${view.recipient.title ? `, ${view.recipient.title}` : ""}`,
    });
  }
  return lines;
}

/** "12 March 2026" (day-only dates stay on their day whatever the server's time zone). */
export function formatLongDate(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}
