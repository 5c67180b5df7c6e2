import type * as React from "react";
import { Label } from "./label";

/** A labelled file input with a hint under it. */
export function FileField({
  id,
  hintId,
  label,
  hint,
  accept,
  inputRef,
  onFile,
  className,
}: {
  id: string;
  hintId: string;
  label: React.ReactNode;
  hint: React.ReactNode;
  accept: string;
  inputRef: React.Ref<HTMLInputElement>;
  onFile: (file: File | undefined) => void;
  className: string;
}) {
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={accept}
        aria-describedby={hintId}
        onChange={(event) => onFile(event.target.files?.[0])}
        className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-2 file:text-secondary-foreground"
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}
