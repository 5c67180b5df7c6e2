"use client";

import { ImageUp, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { BrandLogo } from "@/components/brand/brand-logo";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { useUploadEventBrandLogo } from "@/lib/client/hooks/use-event-brands";
import { toast } from "@/lib/client/use-toast";
import type { EventBrand } from "@/lib/shared/schemas/event-brand";
import { MAX_IMAGE_BYTES, UPLOAD_MESSAGES } from "@/lib/shared/uploads";

/**
 * Logo update: choose a file, see it previewed, upload it. The browser checks type and
 * size for a quick answer; the server checks the bytes again.
 */
export function LogoUploadCard({ brand }: { brand: EventBrand }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadEventBrandLogo(brand.id);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const clear = () => {
    setFile(null);
    setPreview(null);
    if (input.current) input.current.value = "";
  };

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!chosen.type.startsWith("image/")) {
      toast({
        title: UPLOAD_MESSAGES.invalidType.title,
        description: UPLOAD_MESSAGES.invalidType.description,
        variant: "destructive",
      });
      clear();
      return;
    }
    if (chosen.size > MAX_IMAGE_BYTES) {
      toast({
        title: UPLOAD_MESSAGES.tooLarge.title,
        description: UPLOAD_MESSAGES.tooLarge.description,
        variant: "destructive",
      });
      clear();
      return;
    }
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

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
        <div className="flex-1 space-y-2">
          <Label htmlFor="logo-file">Logo file</Label>
          <input
            ref={input}
            id="logo-file"
            type="file"
            accept="image/*"
            aria-describedby="logo-hint"
            onChange={(event) => choose(event.target.files?.[0])}
            className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-2 file:text-secondary-foreground"
          />
          <p id="logo-hint" className="text-xs text-muted-foreground">
            {UPLOAD_MESSAGES.hint}
          </p>
        </div>
        <div className="flex gap-2">
          {file ? (
            <Button variant="ghost" onClick={clear} disabled={upload.isPending}>
              <X className="size-4" aria-hidden /> Clear
            </Button>
          ) : null}
          <Button
            disabled={upload.isPending}
            onClick={() => {
              if (!file) {
                toast({
                  title: UPLOAD_MESSAGES.noFile.title,
                  description: UPLOAD_MESSAGES.noFile.description,
                  variant: "destructive",
                });
                return;
              }
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
