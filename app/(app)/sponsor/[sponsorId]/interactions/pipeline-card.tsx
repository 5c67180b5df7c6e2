"use client";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SimpleSelect } from "@/components/ui/simple-select";
import { Skeleton } from "@/components/ui/skeleton";
import { usePipelineStage, useSetPipelineStage } from "@/lib/client/hooks/use-interactions";
import { lazySchema, useLazyZodForm } from "@/lib/client/lazy-schema";
import { LocalDay } from "@/components/ui/local-day";
import type { SponsorProgressStageView } from "@/lib/shared/schemas/interaction";
import {
  PIPELINE_LABELS,
  PIPELINE_STAGES,
  type PipelineStage,
} from "@/lib/shared/interaction-vocabulary";

// The form's zod schema arrives in a chunk of its own, after the page.
const pipelineFormSchema = lazySchema(() =>
  import("@/lib/shared/schemas/interaction").then((m) => m.pipelineFormSchema),
);

/** Where the sponsor stands in the sales pipeline, and what happens next by when. */
export function PipelineCard({
  sponsorId,
  sponsorName,
}: {
  sponsorId: number;
  sponsorName: string;
}) {
  const { data, isLoading } = usePipelineStage(sponsorId);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Pipeline</CardTitle>
        <CardDescription>
          {data?.lastUpdated ? (
            <>
              Last updated <LocalDay value={data.lastUpdated} />
            </>
          ) : (
            `Where the deal with ${sponsorName} stands.`
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading || !data ? (
          <Skeleton className="h-40" />
        ) : (
          // Keyed by the saved state, so the form starts again from what the server holds.
          <PipelineForm key={data.lastUpdated ?? "new"} sponsorId={sponsorId} saved={data} />
        )}
      </CardContent>
    </Card>
  );
}

function PipelineForm({
  sponsorId,
  saved,
}: {
  sponsorId: number;
  saved: SponsorProgressStageView;
}) {
  const form = useLazyZodForm(pipelineFormSchema, {
    currentStage: saved.currentStage,
    nextAction: saved.nextAction ?? "",
    targetDate: saved.targetDate ?? "",
  });
  const save = useSetPipelineStage(sponsorId);

  return (
    <form
      className="grid gap-4"
      onSubmit={form.handleSubmit((input) =>
        save.mutate({
          currentStage: input.currentStage,
          nextAction: input.nextAction || null,
          targetDate: input.targetDate || null,
        }),
      )}
    >
      <Field label="Stage" id="pipeline-stage">
        <SimpleSelect
          id="pipeline-stage"
          className="w-full"
          value={form.values.currentStage}
          onValueChange={(value) => form.setField("currentStage", value as PipelineStage)}
          options={PIPELINE_STAGES.map((value) => ({ value, label: PIPELINE_LABELS[value] }))}
        />
      </Field>
      <Field label="Next action" error={form.errors.nextAction}>
        <Input
          {...form.bind("nextAction")}
          placeholder="e.g. Send the proposal deck"
          maxLength={500}
        />
      </Field>
      <Field label="Target date" error={form.errors.targetDate}>
        <Input type="date" {...form.bind("targetDate")} />
      </Field>
      <Button type="submit" disabled={!form.dirty || save.isPending} className="justify-self-start">
        {save.isPending ? "Saving..." : "Save Pipeline"}
      </Button>
    </form>
  );
}
