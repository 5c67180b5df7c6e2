import { PageHeader } from "@/components/shell/page-header";
import { EmptyState } from "@/components/ui/empty-state";

export default function Page() {
  return (
    <>
      <PageHeader title="Sponsor Brands Detail" />
      <EmptyState
        title="Nothing here yet"
        description="This page fills up as your team adds data."
      />
    </>
  );
}
