import type { Metadata } from "next";
import { PageHeader } from "@/components/shell/page-header";
import { requireUser } from "@/lib/server/auth/guards";
import { CreateEventBrandDialog } from "./create-event-brand-dialog";
import { EventBrandsGrid } from "./event-brands-grid";

export const metadata: Metadata = { title: "Manage Properties" };

// The brands themselves are loaded and hydrated by the signed-in layout.
export default async function EventBrandsPage() {
  const user = await requireUser();
  return (
    <>
      <PageHeader
        title="Manage Properties"
        description="The event brands your team sells: leagues, series and tournaments."
        actions={user.role === "admin" ? <CreateEventBrandDialog /> : null}
      />
      <EventBrandsGrid />
    </>
  );
}
