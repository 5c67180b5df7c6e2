"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { SponsorForm } from "@/components/sponsors/sponsor-form";
import { formFromSponsor } from "@/components/sponsors/sponsor-form-model";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { useUpdateSponsorBrand } from "@/lib/client/hooks/use-sponsor-brands";
import { UNSAVED_CHANGES_MESSAGE } from "@/lib/client/use-form";
import type { SponsorBrandDetail } from "@/lib/shared/schemas/sponsor";

/** Edit mode (?edit=true opens it): the sponsor's facts and matching profile. */
export function EditSponsorDialog({
  sponsor,
  open,
  onOpenChange,
}: {
  sponsor: SponsorBrandDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateSponsorBrand(sponsor.id);
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  // Closing with unsaved changes asks first; a successful save closes without asking.
  const [dirty, setDirty] = useState(false);
  const close = (next: boolean, saved = false) => {
    if (!next && dirty && !saved && !window.confirm(UNSAVED_CHANGES_MESSAGE)) return;
    if (!next) setDirty(false);
    onOpenChange(next);
    if (!next && search.get("edit")) {
      const query = new URLSearchParams(search);
      query.delete("edit");
      router.replace(`${pathname}${query.size ? `?${query}` : ""}`);
    }
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Edit {sponsor.name}</DialogTitle>
          <DialogDescription>Matches are recomputed from the new profile.</DialogDescription>
        </DialogHeader>
        {open ? (
          <SponsorForm
            initial={formFromSponsor(sponsor)}
            submitLabel="Save profile"
            pending={update.isPending}
            onSubmit={(body, onError) =>
              update.mutate(body, { onSuccess: () => close(false, true), onError })
            }
            onDirtyChange={setDirty}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
