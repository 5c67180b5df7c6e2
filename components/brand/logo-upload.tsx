"use client";

import { ImageUp } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FileField } from "@/components/ui/file-field";
import type { LogoUpload } from "@/lib/client/hooks/use-logo-upload";
import { UPLOAD_MESSAGES } from "@/lib/shared/uploads";

/**
 * The file chooser of a logo upload (images, 5 MB): `{id}-file`, described by `{id}-hint`.
 * Emptying the chooser forgets the chosen file.
 */
export function LogoFileField({
  logo,
  id,
  label,
  className = "space-y-2",
}: {
  logo: LogoUpload;
  id: string;
  label: string;
  className?: string;
}) {
  return (
    <FileField
      className={className}
      id={`${id}-file`}
      hintId={`${id}-hint`}
      label={label}
      hint={UPLOAD_MESSAGES.hint}
      accept="image/*"
      inputRef={logo.input}
      onFile={(chosen) => (chosen ? logo.choose(chosen) : logo.clear())}
    />
  );
}

/** The button that uploads the chosen logo ("Uploading..." meanwhile). */
export function LogoUploadButton({
  logo,
  label,
  size,
}: {
  logo: LogoUpload;
  label: string;
  size?: "sm";
}) {
  return (
    <Button size={size} disabled={logo.uploading} onClick={logo.upload}>
      <ImageUp aria-hidden /> {logo.uploading ? "Uploading..." : label}
    </Button>
  );
}
