"use client";

import { Upload } from "lucide-react";
import { useId, useRef } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FileField } from "@/components/ui/file-field";
import { useUploadImport } from "@/lib/client/hooks/use-imports";
import { lazySchema, useLazyZodForm } from "@/lib/client/lazy-schema";

// The form's zod schema arrives in a chunk of its own, after the page.
const importUploadFormSchema = lazySchema(() =>
  import("@/lib/shared/schemas/imports").then((m) => m.importUploadFormSchema),
);

/** Step 1: choose a file and upload it; the server reads and reviews it at once. */
export function UploadStep({ onUploaded }: { onUploaded: (id: number) => void }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const form = useLazyZodForm(importUploadFormSchema, { file: undefined });
  const error = form.errors.file;
  const upload = useUploadImport();

  const submit = form.handleSubmit((input) => {
    if (!input.file) return;
    upload.mutate(input.file, {
      onSuccess: (detail) => onUploaded(detail.id),
      onError: (failure) => form.setErrors({ file: failure.message }),
    });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Upload a prospect list</CardTitle>
        <CardDescription>
          A CSV (UTF-8, UTF-16 or Windows-1252; comma, semicolon or tab separated) or an Excel .xlsx
          file with a header row and one company per row: at least a name column; website, industry,
          country, city, description, revenue and contact columns are used when present.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <FileField
            id={`${id}-file`}
            hintId={`${id}-hint`}
            label="Prospect file"
            hint="Up to 50 MB and 200,000 rows."
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            inputRef={inputRef}
            onFile={(chosen) => form.setField("file", chosen)}
            className="grid max-w-md gap-2"
          />
          {error ? (
            <Alert variant="destructive" role="alert">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          ) : null}
          <Button type="submit" disabled={upload.isPending}>
            <Upload aria-hidden /> {upload.isPending ? "Reading the file…" : "Upload and read"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
