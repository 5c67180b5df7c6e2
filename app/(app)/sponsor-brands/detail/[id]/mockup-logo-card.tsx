"use client";

import { ImageUp, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { BrandLogo } from "@/components/brand/brand-logo";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { useRemoveCustomLogo, useUploadCustomLogo } from "@/lib/client/hooks/use-creative";
import { toast } from "@/lib/client/use-toast";
import type { SponsorBrandDetail } from "@/lib/shared/schemas/sponsor";
import { MAX_IMAGE_BYTES, UPLOAD_MESSAGES } from "@/lib/shared/uploads";
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
  const [file, setFile] = useState<File | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadCustomLogo(sponsor.id);
  const remove = useRemoveCustomLogo(sponsor.id);
  const logo = mockupLogoOf(sponsor, target);
  const owner =
    logo.source === "event-brand" ? (target?.eventBrandName ?? sponsor.name) : sponsor.name;

  const clear = () => {
    setFile(null);
    if (input.current) input.current.value = "";
  };
  const refuse = (message: { title: string; description: string }) => {
    toast({ ...message, variant: "destructive" });
    clear();
  };
  const choose = (chosen: File | undefined) => {
    if (!chosen) return clear();
    if (!chosen.type.startsWith("image/")) return refuse(UPLOAD_MESSAGES.invalidType);
    if (chosen.size > MAX_IMAGE_BYTES) return refuse(UPLOAD_MESSAGES.tooLarge);
    setFile(chosen);
  };

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="text-base">Logo used in mockups</CardTitle>
        <CardDescription>
          The custom logo if there is one, else the event brand&apos;s, else the sponsor&apos;s,
          else a placeholder.
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
        <div className="space-y-2">
          <Label htmlFor="custom-logo-file">Custom logo file</Label>
          <input
            ref={input}
            id="custom-logo-file"
            type="file"
            accept="image/*"
            aria-describedby="custom-logo-hint"
            onChange={(event) => choose(event.target.files?.[0])}
            className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-2 file:text-secondary-foreground"
          />
          <p id="custom-logo-hint" className="text-xs text-muted-foreground">
            {UPLOAD_MESSAGES.hint}
          </p>
        </div>
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
