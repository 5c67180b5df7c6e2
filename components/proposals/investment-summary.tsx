import { investmentItemText, investmentTerms } from "@/lib/shared/proposal-investment";
import type { PublicInvestment } from "@/lib/shared/schemas/proposal-investment";
import { cn } from "@/lib/cn";

/**
 * The offer of a proposal's Investment section as a sponsor reads it: what is included (assets,
 * quantities, the events they apply to), then the term, the price per season, the total and the
 * exclusivity granted. Public data only: the builder shows the seller's floor separately.
 */
export function InvestmentSummary({
  investment,
  className,
}: {
  investment: PublicInvestment;
  className?: string;
}) {
  return (
    <div className={cn("rounded-lg border p-4", className)} data-testid="investment-summary">
      <h3 className="font-medium">What is included</h3>
      <ul className="mt-2 grid gap-2 text-sm">
        {investment.items.map((item, index) => {
          const text = investmentItemText(item);
          return (
            <li key={index}>
              <span className="font-medium">{text.name}</span>
              <span className="text-muted-foreground"> · {text.detail}</span>
            </li>
          );
        })}
      </ul>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {investmentTerms(investment).map((term) => (
          <div key={term.label} className="contents">
            <dt className="font-medium">{term.label}</dt>
            <dd>{term.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
