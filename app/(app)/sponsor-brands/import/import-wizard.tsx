"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { useImport } from "@/lib/client/hooks/use-imports";
import { cn } from "@/lib/cn";
import { ImportResult } from "./import-result";
import { MappingStep } from "./mapping-step";
import { ReviewStep } from "./review-step";
import { UploadStep } from "./upload-step";

const STEPS = ["Upload", "Map columns", "Review", "Import"] as const;
type Step = (typeof STEPS)[number];

/**
 * The import wizard: upload a file, map its columns, review duplicates and invalid rows, then
 * import. The import being worked on is in the address (?id=), so a reload keeps the place.
 */
export function ImportWizard({
  importId,
  notFound,
}: {
  importId: number | null;
  notFound: boolean;
}) {
  const router = useRouter();
  const { data: detail } = useImport(importId);
  const [reviewing, setReviewing] = useState(false);

  const step: Step = !detail
    ? "Upload"
    : detail.status !== "ready"
      ? "Import"
      : reviewing
        ? "Review"
        : "Map columns";

  return (
    <section aria-labelledby="import-wizard-title" className="mb-10 space-y-6">
      <h2 id="import-wizard-title" className="sr-only">
        Import wizard
      </h2>
      <ol aria-label="Import steps" className="flex flex-wrap gap-2 text-sm">
        {STEPS.map((name, index) => (
          <li
            key={name}
            aria-current={name === step ? "step" : undefined}
            className={cn(
              "rounded-full border px-3 py-1",
              name === step
                ? "border-primary bg-primary text-primary-foreground"
                : "text-muted-foreground",
            )}
          >
            {index + 1}. {name}
          </li>
        ))}
      </ol>
      {notFound ? (
        <Alert variant="warning">
          <AlertDescription>That import was not found. Start a new one below.</AlertDescription>
        </Alert>
      ) : null}
      {step === "Upload" ? (
        <UploadStep onUploaded={(id) => router.replace(`/sponsor-brands/import?id=${id}`)} />
      ) : null}
      {step === "Map columns" && detail ? (
        <MappingStep detail={detail} onDone={() => setReviewing(true)} />
      ) : null}
      {step === "Review" && detail ? (
        <ReviewStep detail={detail} onBack={() => setReviewing(false)} />
      ) : null}
      {step === "Import" && detail ? (
        <ImportResult detail={detail} onRestart={() => router.replace("/sponsor-brands/import")} />
      ) : null}
    </section>
  );
}
