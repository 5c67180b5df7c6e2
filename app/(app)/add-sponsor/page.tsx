import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { requireUser } from "@/lib/server/auth/guards";
import { AddSponsorForm } from "./add-sponsor-form";

export const metadata: Metadata = { title: "Research New Sponsor" };

export default async function AddSponsorPage({ searchParams }: PageProps<"/add-sponsor">) {
  await requireUser();
  const raw = (await searchParams).eventBrandId;
  const value = Array.isArray(raw) ? raw[0] : raw;
  const eventBrandId = value && /^\d{1,9}$/.test(value) ? Number(value) : null;
  return (
    <>
      <PageHeader
        title="Research New Sponsor"
        description="Add a brand that is not in the catalogue yet. Its match is computed as soon as it is saved."
      />
      <AddSponsorForm eventBrandId={eventBrandId} />
    </>
  );
}
