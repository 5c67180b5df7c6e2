"use client";

import { Trash2 } from "lucide-react";
import { BrandLogo } from "@/components/brand/brand-logo";
import { LogoFileField, LogoUploadButton } from "@/components/brand/logo-upload";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useRemoveCustomLogo, useUploadSponsorLogo } from "@/lib/client/hooks/use-creative";
import type { SponsorBrandDetail } from "@/lib/shared/schemas/sponsor";
import { mockupLogoOf, type CreativeTarget } from "./creative-context";

const SOURCE_LABELS = {
  custom: "Custom logo",
  "event-brand": "Event brand logo",
  sponsor: "Sponsor logo",
  placeholder: "Placeholder",
} as const;

/** Which logo mockups will use, and the custom logo's upload and removal (images, 5 MB). */
export function MockupLogoCard({
  sponsor,
  target,
}: {
  sponsor: SponsorBrandDetail;
  target: CreativeTarget | null;
}) {
  const upload = useUploadSponsorLogo(sponsor.id, "custom");
  const remove = useRemoveCustomLogo(sponsor.id);
  const logo = mockupLogoOf(sponsor, target);
  const owner =
    logo.source === "event-brand" ? (target?.eventBrandName ?? sponsor.name) : sponsor.name;

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="text-base">Logo used in mockups</CardTitle>
        <CardDescription>
          The custom logo if there is one, else the event brand&apos;s, else the sponsor&apos;s (its
          real mark where one is known), else a placeholder.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="flex items-center gap-4">
          <BrandLogo name={owner} logoUrl={logo.url} size="lg" label />
          <div className="space-y-1">
            <Badge variant={logo.source === "custom" ? "success" : "secondary"}>
              {SOURCE_LABELS[logo.source]}
            </Badge>
            <p className="text-sm text-muted-foreground">
              {logo.source === "placeholder" ? `${sponsor.name}'s initials` : owner}
            </p>
          </div>
        </div>
        <LogoFileField logo={upload} id="custom-logo" label="Custom logo file" />
        <div className="flex flex-wrap gap-2">
          <LogoUploadButton logo={upload} label="Upload logo" size="sm" />
          {sponsor.customLogoUrl ? (
            <Button
              size="sm"
              variant="outline"
              disabled={remove.isPending}
              onClick={() => remove.mutate()}
            >
              <Trash2 aria-hidden /> {remove.isPending ? "Removing..." : "Remove custom logo"}
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
