"use client";

import { useQueryStates } from "nuqs";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { useImport } from "@/lib/client/hooks/use-imports";
import { cn } from "@/lib/cn";
import { importWizardParams } from "@/lib/shared/import-params";
import { PUSH, REPLACE } from "@/lib/shared/list-params";
import { ImportResult } from "./import-result";
import { MappingStep } from "./mapping-step";
import { ReviewStep } from "./review-step";
import { UploadStep } from "./upload-step";

const STEPS = ["Upload", "Map columns", "Review", "Import"] as const;
type Step = (typeof STEPS)[number];

/**
 * The import wizard: upload a file, map its columns, review duplicates and invalid rows, then
 * import. The import being worked on and the step are in the address (?id=&step=), so a reload
 * resumes the same import at the same step; nothing is uploaded again. Moving on to a later step
 * is a step Back undoes.
 */
export function ImportWizard() {
  const [{ id, step: urlStep }, setView] = useQueryStates(importWizardParams, { scroll: false });
  const { data: detail, isPending, isError } = useImport(id);
  const loading = id !== null && isPending;

  const step: Step = !detail
    ? "Upload"
    : detail.status !== "ready"
      ? "Import"
      : urlStep === "review"
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
            aria-current={!loading && name === step ? "step" : undefined}
            className={cn(
              "rounded-full border px-3 py-1",
              !loading && name === step
                ? "border-primary bg-primary text-primary-foreground"
                : "text-muted-foreground",
            )}
          >
            {index + 1}. {name}
          </li>
        ))}
      </ol>
      {id !== null && isError ? (
        <Alert variant="warning">
          <AlertDescription>That import was not found. Start a new one below.</AlertDescription>
        </Alert>
      ) : null}
      {loading ? <Skeleton className="h-64 w-full" /> : null}
      {!loading && step === "Upload" ? (
        <UploadStep onUploaded={(uploaded) => void setView({ id: uploaded, step: "map" }, PUSH)} />
      ) : null}
      {step === "Map columns" && detail ? (
        <MappingStep
          key={detail.id}
          detail={detail}
          onDone={() => void setView({ step: "review" }, PUSH)}
        />
      ) : null}
      {step === "Review" && detail ? (
        <ReviewStep
          key={detail.id}
          detail={detail}
          onBack={() => void setView({ step: "map" }, PUSH)}
        />
      ) : null}
      {step === "Import" && detail ? (
        <ImportResult
          detail={detail}
          onRestart={() => void setView({ id: null, step: null }, REPLACE)}
        />
      ) : null}
    </section>
  );
}
