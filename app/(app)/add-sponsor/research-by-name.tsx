"use client";

import { Search } from "lucide-react";
import Link from "next/link";
import { useEffect, useState } from "react";
import { BrandLogo } from "@/components/brand/brand-logo";
import { JobProgressCard } from "@/components/jobs/job-progress-card";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useEventContext } from "@/lib/client/event-context";
import { useSubmitJob } from "@/lib/client/hooks/use-submit-job";
import { useApiQuery } from "@/lib/client/queries";
import { failedJobToast } from "@/lib/client/job-toasts";
import { DEEP_RESEARCH_POLL } from "@/lib/shared/job-progress";
import { logoByNameQuery } from "@/lib/shared/queries/creative";

/** How long typing must pause before the logo of the typed name is looked up. */
const LOGO_LOOKUP_DELAY_MS = 400;

/** The typed name once typing pauses (trimmed). */
function useSettledName(name: string): string {
  const [settled, setSettled] = useState(name.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(name.trim()), LOGO_LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [name]);
  return settled;
}

/**
 * Research a brand already in the catalogue by its name (POST /api/jobs/research) for the chosen
 * or selected property, with its logo (GET /api/logo/{name}) as a preview and the job's progress.
 */
export function ResearchByName({ eventBrandId }: { eventBrandId: number | null }) {
  const { selectedBrand } = useEventContext();
  const brandId = eventBrandId ?? selectedBrand?.id ?? null;
  const [name, setName] = useState("");
  const [started, setStarted] = useState<{ jobId: string; name: string } | null>(null);
  const [sponsorId, setSponsorId] = useState<number | null>(null);
  const settled = useSettledName(name);
  const logo = useApiQuery(logoByNameQuery, { name: settled }, { enabled: settled.length >= 2 });
  const submit = useSubmitJob({
    failed: (error) => ({
      title: "Search Failed",
      description: error.message || "Could not start the research.",
      variant: "destructive",
    }),
  });

  const start = () => {
    const sponsorName = name.trim();
    if (!sponsorName) return;
    setSponsorId(null);
    submit.mutate(
      { type: "research", data: { sponsorName, eventBrandId: brandId ?? undefined } },
      { onSuccess: (response) => setStarted({ jobId: response.jobId, name: sponsorName }) },
    );
  };

  return (
    <Card className="mb-6">
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          Research by name
        </CardTitle>
        <CardDescription>
          Already in the catalogue? Type the brand&apos;s name to run deep research on it
          {selectedBrand && !eventBrandId ? ` for ${selectedBrand.name}` : ""}.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            start();
          }}
        >
          <BrandLogo
            name={settled || "?"}
            logoUrl={logo.data?.logoUrl ?? null}
            size="md"
            className="hidden sm:flex"
          />
          <Field label="Brand name" id="research-name" className="min-w-0 flex-1">
            <Input
              value={name}
              maxLength={255}
              autoComplete="off"
              onChange={(event) => setName(event.target.value)}
              placeholder="e.g. Rolex"
            />
          </Field>
          <Button type="submit" disabled={submit.isPending || name.trim() === ""}>
            <Search aria-hidden /> {submit.isPending ? "Starting..." : "Research"}
          </Button>
        </form>
        {started ? (
          <JobProgressCard
            jobId={started.jobId}
            title={`Researching ${started.name}`}
            plan={DEEP_RESEARCH_POLL}
            notify={{
              completed: () => ({
                title: "Research Complete",
                description: `Deep research on ${started.name} is ready.`,
                variant: "success",
              }),
              failed: failedJobToast("Search Failed"),
            }}
            onEnd={(job) => {
              const id = Number((job.result as { sponsorId?: unknown } | null)?.sponsorId);
              if (job.status === "completed" && id > 0) setSponsorId(id);
            }}
          />
        ) : null}
        {sponsorId ? (
          <Button asChild variant="outline" size="sm">
            <Link
              href={`/sponsor-brands/detail/${sponsorId}?tab=research${brandId ? `&eventBrandId=${brandId}` : ""}`}
            >
              Open the research
            </Link>
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
