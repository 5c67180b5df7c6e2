import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { requireUser } from "@/lib/server/auth/guards";
import { parseIdParam } from "@/lib/shared/page-params";
import { AddSponsorForm } from "./add-sponsor-form";
import { ResearchByName } from "./research-by-name";

export const metadata: Metadata = { title: "Research New Sponsor" };

export default async function AddSponsorPage({ searchParams }: PageProps<"/add-sponsor">) {
  await requireUser();
  const eventBrandId = parseIdParam((await searchParams).eventBrandId);
  return (
    <>
      <PageHeader
        title="Research New Sponsor"
        description="Add a brand that is not in the catalogue yet. Its match is computed as soon as it is saved."
      />
      <ResearchByName eventBrandId={eventBrandId} />
      <AddSponsorForm eventBrandId={eventBrandId} />
    </>
  );
}
