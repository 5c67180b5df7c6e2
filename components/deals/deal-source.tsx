import { formatReportedDate } from "@/lib/shared/dates";
import { sourceLabel } from "@/lib/shared/market";
import type { SponsorDeal } from "@/lib/shared/schemas/deal";

/** "Source: livgolf.com, 25 Sep 2026": where a sourced deal was reported, linked when it can be. */
export function DealSourceLine({
  source,
  className,
}: {
  source: NonNullable<SponsorDeal["source"]>;
  className?: string;
}) {
  const { text, href } = sourceLabel(source);
  const date = formatReportedDate(source.date);
  return (
    <p data-testid="deal-source" className={className ?? "text-xs text-muted-foreground"}>
      Source:{" "}
      {href ? (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="underline underline-offset-2 hover:text-foreground"
        >
          {text}
        </a>
      ) : (
        text
      )}
      {date ? `, ${date}` : null}
    </p>
  );
}

/**
 * The credit line the market data's licence (CC BY 4.0) asks for, in its own words, with its
 * address as a link: shown under every list or figure drawn from sourced deals.
 */
export function MarketCredit({ credit }: { credit: string | null }) {
  if (!credit) return null;
  const parts = credit.split(/(https?:\/\/[^\s)]+)/);
  return (
    <p data-testid="market-credit" className="text-xs text-muted-foreground">
      Sourced deals:{" "}
      {parts.map((part, index) =>
        /^https?:\/\//.test(part) ? (
          <a
            key={index}
            href={part}
            target="_blank"
            rel="noopener noreferrer"
            className="underline underline-offset-2 hover:text-foreground"
          >
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}
