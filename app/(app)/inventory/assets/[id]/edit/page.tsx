import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageHeader } from "@/components/shell/page-header";
import { requireUser } from "@/lib/server/auth/guards";
import { findEventBrand } from "@/lib/server/event-brands/queries";
import { ValuationSummary } from "@/components/inventory/valuation-summary";
import { findAssetRow, toAsset } from "@/lib/server/inventory/assets";
import { valueSelection } from "@/lib/server/inventory/valuation";
import { parseIdParam } from "@/lib/shared/page-params";
import { AssetForm } from "../../asset-form";
import { AdminsOnly, eventOptions, formValues } from "../../asset-page.server";
import { DeleteAsset } from "../../delete-asset";

export const metadata: Metadata = { title: "Edit asset" };

/** /inventory/assets/{id}/edit: edit or delete an asset (admins; members are told so). */
export default async function EditAssetPage({ params }: PageProps<"/inventory/assets/[id]/edit">) {
  const user = await requireUser();
  const id = parseIdParam((await params).id);
  const row = id ? await findAssetRow(id) : null;
  if (!row) notFound();
  const asset = toAsset(row);
  const brand = await findEventBrand(asset.eventBrandId);
  return (
    <>
      <PageHeader
        title={`Edit ${asset.name}`}
        description={brand ? `A line of ${brand.name}'s rate card.` : undefined}
      />
      {user.role === "admin" ? (
        <>
          <div className="mb-6 max-w-3xl">
            <ValuationSummary
              valuation={await valueSelection({
                eventBrandId: asset.eventBrandId,
                items: [{ assetId: asset.id, quantity: 1 }],
              })}
            />
          </div>
          <AssetForm
            eventBrandId={asset.eventBrandId}
            assetId={asset.id}
            initial={formValues(asset)}
            events={await eventOptions(asset.eventBrandId)}
          />
          <DeleteAsset assetId={asset.id} name={asset.name} eventBrandId={asset.eventBrandId} />
        </>
      ) : (
        <AdminsOnly eventBrandId={asset.eventBrandId} />
      )}
    </>
  );
}
