import { Spinner } from "@/components/ui/spinner";

/** The discovery loading state, while the page or its matches load. */
export function DiscoveryLoading() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner size="lg" text="Finding the best sponsor matches..." />
    </div>
  );
}
