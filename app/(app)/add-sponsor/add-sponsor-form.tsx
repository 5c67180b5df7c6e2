"use client";

import { useRouter } from "next/navigation";
import { SponsorForm } from "@/components/sponsors/sponsor-form";
import { EMPTY_SPONSOR_FORM } from "@/components/sponsors/sponsor-form-model";
import { Card, CardContent } from "@/components/ui/card";
import { useCreateSponsorBrand } from "@/lib/client/hooks/use-sponsor-brands";

export function AddSponsorForm({ eventBrandId }: { eventBrandId: number | null }) {
  const router = useRouter();
  const create = useCreateSponsorBrand();
  return (
    <Card>
      <CardContent className="pt-6">
        <SponsorForm
          initial={EMPTY_SPONSOR_FORM}
          submitLabel="Add Sponsor"
          pending={create.isPending}
          onSubmit={(body, onError) =>
            create.mutate(body, {
              onSuccess: (sponsor) =>
                router.push(
                  `/sponsor-brands/detail/${sponsor.id}${eventBrandId ? `?eventBrandId=${eventBrandId}` : ""}`,
                ),
              onError,
            })
          }
        />
      </CardContent>
    </Card>
  );
}
