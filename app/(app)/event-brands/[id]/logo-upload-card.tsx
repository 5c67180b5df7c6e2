"use client";

import { ImageUp, X } from "lucide-react";
import { BrandLogo } from "@/components/brand/brand-logo";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FileField } from "@/components/ui/file-field";
import { useUploadEventBrandLogo } from "@/lib/client/hooks/use-event-brands";
import { useImageFile } from "@/lib/client/use-image-file";
import type { EventBrand } from "@/lib/shared/schemas/event-brand";
import { UPLOAD_MESSAGES } from "@/lib/shared/uploads";

/**
 * Logo update: choose a file, see it previewed, upload it. The browser checks type and
 * size for a quick answer; the server checks the bytes again.
 */
export function LogoUploadCard({ brand }: { brand: EventBrand }) {
  const { file, preview, input, choose, clear, refuse } = useImageFile({ preview: true });
  const upload = useUploadEventBrandLogo(brand.id);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Brand logo</CardTitle>
        <CardDescription>Shown on cards, the context switcher and sponsor mockups.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex items-center gap-4">
          <div className="text-center text-xs text-muted-foreground">
            <BrandLogo name={brand.name} logoUrl={brand.logoUrl} size="lg" />
            <p className="mt-1">Current</p>
          </div>
          {preview ? (
            <div className="text-center text-xs text-muted-foreground">
              {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL preview */}
              <img
                src={preview}
                alt="Preview of the new logo"
                className="size-16 rounded-md border border-border object-contain"
              />
              <p className="mt-1">New</p>
            </div>
          ) : null}
        </div>
        <FileField
          className="flex-1 space-y-2"
          id="logo-file"
          hintId="logo-hint"
          label="Logo file"
          hint={UPLOAD_MESSAGES.hint}
          accept="image/*"
          inputRef={input}
          onFile={choose}
        />
        <div className="flex gap-2">
          {file ? (
            <Button variant="ghost" onClick={clear} disabled={upload.isPending}>
              <X className="size-4" aria-hidden /> Clear
            </Button>
          ) : null}
          <Button
            disabled={upload.isPending}
            onClick={() => {
              if (!file) return refuse(UPLOAD_MESSAGES.noFile);
              upload.mutate(file, { onSettled: clear });
            }}
          >
            <ImageUp className="size-4" aria-hidden />{" "}
            {upload.isPending ? "Uploading..." : "Upload Logo"}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
