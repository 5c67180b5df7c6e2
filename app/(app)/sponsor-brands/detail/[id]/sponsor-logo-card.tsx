"use client";

import { ImageUp } from "lucide-react";
import { BrandLogo } from "@/components/brand/brand-logo";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FileField } from "@/components/ui/file-field";
import { useUploadSponsorLogo } from "@/lib/client/hooks/use-creative";
import { useImageFile } from "@/lib/client/use-image-file";
import type { SponsorBrandDetail } from "@/lib/shared/schemas/sponsor";
import { UPLOAD_MESSAGES } from "@/lib/shared/uploads";

/** The sponsor's own logo (lists, cards, this page) and its replacement (images, 5 MB). */
export function SponsorLogoCard({ sponsor }: { sponsor: SponsorBrandDetail }) {
  const { file, input, choose, clear, refuse } = useImageFile();
  const upload = useUploadSponsorLogo(sponsor.id);
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Brand logo</CardTitle>
        <CardDescription>Shown wherever {sponsor.name} is listed.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <BrandLogo name={sponsor.name} logoUrl={sponsor.logo} size="lg" label />
        <FileField
          className="space-y-2"
          id="sponsor-logo-file"
          hintId="sponsor-logo-hint"
          label="Logo file"
          hint={UPLOAD_MESSAGES.hint}
          accept="image/*"
          inputRef={input}
          onFile={(chosen) => (chosen ? choose(chosen) : clear())}
        />
        <Button
          size="sm"
          disabled={upload.isPending}
          onClick={() => {
            if (!file) return refuse(UPLOAD_MESSAGES.noFile);
            upload.mutate(file, { onSuccess: clear });
          }}
        >
          <ImageUp aria-hidden /> {upload.isPending ? "Uploading..." : "Replace logo"}
        </Button>
      </CardContent>
    </Card>
  );
}
