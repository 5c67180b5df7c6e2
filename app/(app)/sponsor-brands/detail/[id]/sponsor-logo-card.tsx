"use client";

import { BrandLogo } from "@/components/brand/brand-logo";
import { LogoFileField, LogoUploadButton } from "@/components/brand/logo-upload";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useUploadSponsorLogo } from "@/lib/client/hooks/use-creative";
import type { SponsorBrandDetail } from "@/lib/shared/schemas/sponsor";

/** The sponsor's own logo (lists, cards, this page) and its replacement (images, 5 MB). */
export function SponsorLogoCard({ sponsor }: { sponsor: SponsorBrandDetail }) {
  const upload = useUploadSponsorLogo(sponsor.id, "own");
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Brand logo</CardTitle>
        <CardDescription>Shown wherever {sponsor.name} is listed.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <BrandLogo name={sponsor.name} logoUrl={sponsor.logo} size="lg" label />
        <LogoFileField logo={upload} id="sponsor-logo" label="Logo file" />
        <LogoUploadButton logo={upload} label="Replace logo" size="sm" />
      </CardContent>
    </Card>
  );
}
