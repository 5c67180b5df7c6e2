import Link from "next/link";
import { Suspense } from "react";
import { Badge } from "@/components/ui/badge";
import { formatDealValue } from "@/lib/shared/deal-rules";
import type { Asset, AssetAvailability } from "@/lib/shared/schemas/inventory";
import type { Valuation } from "@/lib/shared/schemas/valuation";
import { AssetGuidance } from "./asset-guidance.server";

const headClass = "px-3 py-2 text-left font-medium text-muted-foreground";
const cellClass = "px-3 py-2 align-top";

function appliesTo(asset: Asset, eventNames: Map<number, string>): string {
  if (asset.scope === "season") return "The season";
  if (asset.specificEventIds.length === 0) return "Every event of the season";
  const names = asset.specificEventIds.map((id) => eventNames.get(id)).filter(Boolean);
  const other = asset.specificEventIds.length - names.length;
  return [...names, ...(other > 0 ? [`${other} event(s) of other seasons`] : [])].join(", ");
}

function quantityText(asset: Asset): string {
  return asset.scope === "event" ? `${asset.quantity} per event` : `${asset.quantity} a season`;
}

/** One category of the rate card: each asset's price, quantity, events and availability. */
export function RateCardSection({
  label,
  assets,
  counts,
  eventNames,
  season,
  guidance,
  isAdmin,
}: {
  label: string;
  assets: Asset[];
  counts: Map<number, AssetAvailability>;
  eventNames: Map<number, string>;
  season: number;
  /** Each asset's one-unit valuation, by asset id (streamed: the rate card does not wait). */
  guidance: Promise<Map<number, Valuation>>;
  isAdmin: boolean;
}) {
  const headingId = `category-${label.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="mb-8">
      <h2 id={headingId} className="mb-2 text-lg font-semibold">
        {label}
      </h2>
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full text-sm">
          <thead className="border-b bg-muted/40">
            <tr>
              <th scope="col" className={headClass}>
                Asset
              </th>
              <th scope="col" className={headClass}>
                List price
              </th>
              <th scope="col" className={headClass}>
                Quantity
              </th>
              <th scope="col" className={headClass}>
                Applies to
              </th>
              <th scope="col" className={headClass}>
                Availability in {season}
              </th>
              <th scope="col" className={headClass}>
                Suggested for {season}
              </th>
              {isAdmin ? (
                <th scope="col" className={headClass}>
                  <span className="sr-only">Actions</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {assets.map((asset) => {
              const count = counts.get(asset.id);
              return (
                <tr key={asset.id} className="border-b last:border-0" data-testid="asset-row">
                  <th scope="row" className={`${cellClass} text-left font-medium`}>
                    <span className="flex flex-wrap items-center gap-2">
                      {asset.name}
                      {asset.isExclusive ? <Badge variant="gold">Exclusive</Badge> : null}
                    </span>
                    {asset.description ? (
                      <span className="mt-1 block max-w-prose font-normal text-muted-foreground">
                        {asset.description}
                      </span>
                    ) : null}
                  </th>
                  <td className={`${cellClass} whitespace-nowrap`}>
                    {formatDealValue(asset.listPriceCents, asset.currency)}{" "}
                    <span className="text-muted-foreground">{asset.unit}</span>
                  </td>
                  <td className={cellClass}>{quantityText(asset)}</td>
                  <td className={cellClass}>{appliesTo(asset, eventNames)}</td>
                  <td className={cellClass}>
                    <AvailabilityCell count={count} />
                  </td>
                  <td className={cellClass}>
                    <Suspense fallback={<span className="text-muted-foreground">Estimating…</span>}>
                      <AssetGuidance guidance={guidance} assetId={asset.id} />
                    </Suspense>
                  </td>
                  {isAdmin ? (
                    <td className={cellClass}>
                      <Link
                        href={`/inventory/assets/${asset.id}/edit`}
                        className="text-primary underline-offset-4 hover:underline"
                        aria-label={`Edit ${asset.name}`}
                      >
                        Edit
                      </Link>
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function AvailabilityCell({ count }: { count: AssetAvailability | undefined }) {
  if (!count) return <span className="text-muted-foreground">No events this season</span>;
  const summary = `${count.available} of ${count.quantity} available`;
  const detail = `${count.held} held, ${count.sold} sold`;
  return (
    <div className="space-y-1">
      <p>
        <span className="font-medium">{summary}</span>{" "}
        <span className="text-muted-foreground">({detail})</span>
        {count.overbooked ? (
          <Badge variant="destructive" className="ml-2">
            Overbooked
          </Badge>
        ) : null}
      </p>
      {count.scope === "event" && count.events.length === 0 ? (
        <p className="text-muted-foreground">No events this season</p>
      ) : null}
      {count.events.length > 0 ? (
        <details>
          <summary className="cursor-pointer text-muted-foreground">
            Per event ({count.events.length})
          </summary>
          <ul className="mt-1 space-y-0.5">
            {count.events.map((event) => (
              <li key={event.eventId}>
                {event.name}: {event.available} of {event.quantity} available
                {event.held || event.sold ? ` (${event.held} held, ${event.sold} sold)` : ""}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
