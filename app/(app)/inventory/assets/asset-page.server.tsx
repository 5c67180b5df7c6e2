import "server-only";
import { asc, eq } from "drizzle-orm";
import Link from "next/link";
import { getDb } from "@/lib/server/db/client";
import { specificEvents } from "@/lib/server/db/schema";
import type { Asset } from "@/lib/shared/schemas/inventory";
import type { AssetFormValues, EventOption } from "./asset-form";

/** Every event of the property, as the form's "applies to" choices ("2026: LIV Golf Riyadh"). */
export async function eventOptions(eventBrandId: number): Promise<EventOption[]> {
  const rows = await getDb()
    .select({
      id: specificEvents.id,
      name: specificEvents.name,
      startDate: specificEvents.startDate,
    })
    .from(specificEvents)
    .where(eq(specificEvents.eventBrandId, eventBrandId))
    .orderBy(asc(specificEvents.startDate), asc(specificEvents.id));
  return rows.map((row) => ({
    id: row.id,
    label: row.startDate ? `${row.startDate.slice(0, 4)}: ${row.name}` : row.name,
  }));
}

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

/** The form's values for an asset, or a new one's defaults. */
export function formValues(asset?: Asset): AssetFormValues {
  return {
    name: asset?.name ?? "",
    category: asset?.category ?? "signage",
    description: asset?.description ?? "",
    unit: asset?.unit ?? "per event",
    scope: asset?.scope ?? "event",
    quantity: text(asset?.quantity ?? 1),
    listPrice: text(asset?.listPrice),
    floorPrice: text(asset?.floorPrice),
    currency: asset?.currency ?? "USD",
    isExclusive: asset?.isExclusive ?? false,
    specificEventIds: asset?.specificEventIds ?? [],
    exposure: {
      attendance: text(asset?.exposure.attendance),
      broadcast: text(asset?.exposure.broadcast),
      social: text(asset?.exposure.social),
    },
  };
}

/** What a member (not an admin) sees on an editing page: the rule, and the way back. */
export function AdminsOnly({ eventBrandId }: { eventBrandId: number }) {
  return (
    <p className="rounded-lg border border-dashed px-6 py-12 text-center text-muted-foreground">
      Only admins add and edit assets.{" "}
      <Link href={`/inventory?eventBrandId=${eventBrandId}`} className="text-primary underline">
        Back to the inventory
      </Link>
    </p>
  );
}
