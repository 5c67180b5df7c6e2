"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SimpleSelect } from "@/components/ui/simple-select";
import { Skeleton } from "@/components/ui/skeleton";
import { usePipelineStage, useSetPipelineStage } from "@/lib/client/hooks/use-interactions";
import { LocalDay } from "@/components/ui/local-day";
import {
  PIPELINE_LABELS,
  PIPELINE_STAGES,
  type PipelineStage,
  type SponsorProgressStageView,
} from "@/lib/shared/schemas/interaction";

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
  const [stage, setStage] = useState<PipelineStage>(saved.currentStage);
  const [nextAction, setNextAction] = useState(saved.nextAction ?? "");
  const [targetDate, setTargetDate] = useState(saved.targetDate ?? "");
  const save = useSetPipelineStage(sponsorId);
  const changed =
    stage !== saved.currentStage ||
    nextAction.trim() !== (saved.nextAction ?? "") ||
    targetDate !== (saved.targetDate ?? "");

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({
          currentStage: stage,
          nextAction: nextAction.trim() || null,
          targetDate: targetDate || null,
        });
      }}
    >
      <Field label="Stage" id="pipeline-stage">
        <SimpleSelect
          id="pipeline-stage"
          className="w-full"
          value={stage}
          onValueChange={(value) => setStage(value as PipelineStage)}
          options={PIPELINE_STAGES.map((value) => ({ value, label: PIPELINE_LABELS[value] }))}
        />
      </Field>
      <Field label="Next action">
        <Input
          value={nextAction}
          onChange={(event) => setNextAction(event.target.value)}
          placeholder="e.g. Send the proposal deck"
          maxLength={500}
        />
      </Field>
      <Field label="Target date">
        <Input
          type="date"
          value={targetDate}
          onChange={(event) => setTargetDate(event.target.value)}
        />
      </Field>
      <Button type="submit" disabled={!changed || save.isPending} className="justify-self-start">
        {save.isPending ? "Saving..." : "Save Pipeline"}
      </Button>
    </form>
  );
}
