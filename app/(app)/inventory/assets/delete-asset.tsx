"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button, ErrorBox } from "@/components/ui/lean";
import { apiRequest } from "@/lib/client/api";
import { useHydrated } from "@/lib/client/use-hydrated";

/**
 * Delete an asset after a confirmation step drawn in place (no dialog library). The API refuses
 * (409) an asset a package or a proposal uses: its message is shown.
 */
export function DeleteAsset({
  assetId,
  name,
  eventBrandId,
}: {
  assetId: number;
  name: string;
  eventBrandId: number;
}) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const remove = async () => {
    setPending(true);
    setError(null);
    try {
      await apiRequest("DELETE", `/api/assets/${assetId}`);
      router.push(`/inventory?eventBrandId=${eventBrandId}`);
      router.refresh();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setPending(false);
      setConfirming(false);
    }
  };

  return (
    <section aria-labelledby="delete-asset" className="mt-10 max-w-2xl space-y-3 border-t pt-6">
      <h2 id="delete-asset" className="text-lg font-semibold">
        Delete this asset
      </h2>
      {error ? <ErrorBox title="The asset was not deleted">{error}</ErrorBox> : null}
      {confirming ? (
        <div
          role="group"
          aria-label="Confirm deletion"
          className="flex flex-wrap items-center gap-2"
        >
          <p className="text-sm">Delete {name} from the rate card? This cannot be undone.</p>
          <Button
            onClick={remove}
            disabled={pending}
            className="bg-destructive text-white hover:bg-destructive/90"
          >
            {pending ? "Deleting…" : "Yes, delete"}
          </Button>
          <Button variant="outline" onClick={() => setConfirming(false)} disabled={pending}>
            Cancel
          </Button>
        </div>
      ) : (
        <Button variant="outline" onClick={() => setConfirming(true)} disabled={!hydrated}>
          Delete asset
        </Button>
      )}
    </section>
  );
}
