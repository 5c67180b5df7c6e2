import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { resolveBrandPage } from "@/app/(app)/brand-page.server";
import { requireUser } from "@/lib/server/auth/guards";
import { AssetForm } from "../asset-form";
import { AdminsOnly, eventOptions, formValues } from "../asset-page.server";

export const metadata: Metadata = { title: "Add asset" };

/** /inventory/assets/new?eventBrandId=: add an asset to the property's rate card (admins). */
export default async function NewAssetPage({ searchParams }: PageProps<"/inventory/assets/new">) {
  const page = await resolveBrandPage(searchParams, {
    title: "Add asset",
    noBrandsDescription: "Add an event brand before listing what it sells.",
  });
  if (page.fallback) return page.fallback;
  const user = await requireUser();
  const { brand } = page;
  return (
    <>
      <PageHeader title="Add asset" description={`A new line of ${brand.name}'s rate card.`} />
      {user.role === "admin" ? (
        <AssetForm
          eventBrandId={brand.id}
          initial={formValues()}
          events={await eventOptions(brand.id)}
        />
      ) : (
        <AdminsOnly eventBrandId={brand.id} />
      )}
    </>
  );
}
