import Link from "next/link";
import { NotFoundCard } from "@/components/errors/not-found-card";
import { PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

/** An event brand named in the address that does not exist. */
export function EventBrandNotFound() {
  return (
    <NotFoundCard
      title="Event Brand Not Found"
      message="The requested event brand could not be found."
      backHref="/event-brands"
      backLabel="View All Event Brands"
    />
  );
}

/**
 * What a per-property page shows when its brand cannot be resolved (`resolvePageBrand`): the
 * not-found card for a bad id, or the page's heading and a way to add a brand when there are none.
 */
export function UnresolvedBrand({
  state,
  title,
  noBrandsDescription,
}: {
  state: "not-found" | "no-brands";
  title: string;
  noBrandsDescription: string;
}) {
  if (state === "not-found") return <EventBrandNotFound />;
  return (
    <>
      <PageHeader title={title} />
      <EmptyState
        title="No event brands yet"
        description={noBrandsDescription}
        action={
          <Button asChild>
            <Link href="/event-brands">View All Event Brands</Link>
          </Button>
        }
      />
    </>
  );
}
