"use client";

import { X } from "lucide-react";
import { BrandLogo } from "@/components/brand/brand-logo";
import { LogoFileField, LogoUploadButton } from "@/components/brand/logo-upload";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useUploadEventBrandLogo } from "@/lib/client/hooks/use-event-brands";
import type { EventBrand } from "@/lib/shared/schemas/event-brand";

/**
 * Logo update: choose a file, see it previewed, upload it. The browser checks type and
 * size for a quick answer; the server checks the bytes again (see useLogoUpload).
 */
export function LogoUploadCard({ brand }: { brand: EventBrand }) {
  const logo = useUploadEventBrandLogo(brand.id);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Brand logo</CardTitle>
        <CardDescription>Shown on cards, the context switcher and sponsor mockups.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex items-center gap-4">
          <div className="text-center text-xs text-muted-foreground">
            <BrandLogo name={brand.name} logoUrl={brand.logoUrl} size="lg" />
            <p className="mt-1">Current</p>
          </div>
          {logo.preview ? (
            <div className="text-center text-xs text-muted-foreground">
              {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL preview */}
              <img
                src={logo.preview}
                alt="Preview of the new logo"
                className="size-16 rounded-md border border-border object-contain"
              />
              <p className="mt-1">New</p>
            </div>
          ) : null}
        </div>
        <LogoFileField logo={logo} id="logo" label="Logo file" className="flex-1 space-y-2" />
        <div className="flex gap-2">
          {logo.file ? (
            <Button variant="ghost" onClick={logo.clear} disabled={logo.uploading}>
              <X className="size-4" aria-hidden /> Clear
            </Button>
          ) : null}
          <LogoUploadButton logo={logo} label="Upload Logo" />
        </div>
      </CardContent>
    </Card>
  );
}
