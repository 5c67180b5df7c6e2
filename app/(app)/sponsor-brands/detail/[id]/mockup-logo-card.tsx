"use client";

import { ImageUp, Trash2 } from "lucide-react";
import { BrandLogo } from "@/components/brand/brand-logo";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FileField } from "@/components/ui/file-field";
import { useRemoveCustomLogo, useUploadCustomLogo } from "@/lib/client/hooks/use-creative";
import { useImageFile } from "@/lib/client/use-image-file";
import type { SponsorBrandDetail } from "@/lib/shared/schemas/sponsor";
import { UPLOAD_MESSAGES } from "@/lib/shared/uploads";
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
  const { file, input, choose, clear, refuse } = useImageFile();
  const upload = useUploadCustomLogo(sponsor.id);
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
        <FileField
          className="space-y-2"
          id="custom-logo-file"
          hintId="custom-logo-hint"
          label="Custom logo file"
          hint={UPLOAD_MESSAGES.hint}
          accept="image/*"
          inputRef={input}
          onFile={(chosen) => (chosen ? choose(chosen) : clear())}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            disabled={upload.isPending}
            onClick={() => {
              if (!file) return refuse(UPLOAD_MESSAGES.noFile);
              upload.mutate(file, { onSuccess: clear });
            }}
          >
            <ImageUp aria-hidden /> {upload.isPending ? "Uploading..." : "Upload logo"}
          </Button>
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
