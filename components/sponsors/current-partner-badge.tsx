import { Badge } from "@/components/ui/badge";

/**
 * "Current partner": the brand holds a live deal with the selected property, so it is a renewal
 * conversation rather than a prospect. Said in words, not only by colour.
 */
export function CurrentPartnerBadge({ className }: { className?: string }) {
  return (
    <Badge variant="gold" className={className}>
      Current partner
    </Badge>
  );
}
