"use client";

import { ImagePlus, Lightbulb, Radar } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useEventContext } from "@/lib/client/event-context";
import type { JobRequest } from "@/lib/client/hooks/use-submit-job";
import { DEFAULT_ACTIVATION_COUNT } from "@/lib/shared/job-constants";
import { ActivationPicker, EventBrandPicker, SpecificEventPicker, SponsorPicker } from "./pickers";

type Start = (name: string, request: JobRequest) => void;

function TaskCard({
  icon,
  title,
  description,
  action,
  disabled,
  onStart,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  action: string;
  disabled: boolean;
  onStart: () => void;
  children: ReactNode;
}) {
  return (
    <Card className="gap-4" role="region" aria-label={title}>
      <CardHeader className="flex-row items-start gap-3">
        <span
          aria-hidden
          className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground [&_svg]:size-4.5"
        >
          {icon}
        </span>
        <div className="space-y-1">
          <CardTitle as="h3" className="text-base">
            {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
      </CardHeader>
      <CardContent className="mt-auto space-y-4">
        {children}
        <Button className="w-full" onClick={onStart} disabled={disabled}>
          {action}
        </Button>
      </CardContent>
    </Card>
  );
}

/** Sponsor Discovery: recommended sponsors (potential-sponsors job) for a chosen event. */
export function DiscoveryTask({ start }: { start: Start }) {
  const { selectedBrandId } = useEventContext();
  const [brandId, setBrandId] = useState<number | null>(selectedBrandId);
  const [eventId, setEventId] = useState<number | null>(null);
  return (
    <TaskCard
      icon={<Radar />}
      title="Sponsor Discovery"
      description="Rank the catalogue's best sponsors for one event."
      action="Find sponsors"
      disabled={!eventId}
      onStart={() =>
        eventId && start("Sponsor Discovery", { type: "potential-sponsors", data: { eventId } })
      }
    >
      <EventBrandPicker
        id="discovery-brand"
        label="Event brand"
        value={brandId}
        onChange={setBrandId}
      />
      <SpecificEventPicker
        id="discovery-event"
        label="Event"
        brandId={brandId}
        value={eventId}
        onChange={setEventId}
      />
    </TaskCard>
  );
}

/** Brand Activation Generation: ideas for a chosen sponsor at a chosen event brand. */
export function ActivationTask({ start }: { start: Start }) {
  const { selectedBrandId } = useEventContext();
  const [brandId, setBrandId] = useState<number | null>(selectedBrandId);
  const [sponsorId, setSponsorId] = useState<number | null>(null);
  return (
    <TaskCard
      icon={<Lightbulb />}
      title="Brand Activation Generation"
      description={`${DEFAULT_ACTIVATION_COUNT} activation ideas for a sponsor at an event brand.`}
      action="Generate ideas"
      disabled={!brandId || !sponsorId}
      onStart={() =>
        brandId &&
        sponsorId &&
        start("Brand Activation Generation", {
          type: "activation",
          data: { sponsorId, eventId: brandId, count: DEFAULT_ACTIVATION_COUNT },
        })
      }
    >
      <SponsorPicker
        id="activation-sponsor"
        label="Sponsor"
        value={sponsorId}
        onChange={setSponsorId}
      />
      <EventBrandPicker
        id="activation-brand"
        label="Event brand"
        value={brandId}
        onChange={setBrandId}
      />
    </TaskCard>
  );
}

/** Visual Mockup Generation: a high-quality mockup of a chosen activation idea. */
export function MockupTask({ start }: { start: Start }) {
  const [activationId, setActivationId] = useState<number | null>(null);
  return (
    <TaskCard
      icon={<ImagePlus />}
      title="Visual Mockup Generation"
      description="A mockup of an activation idea with the sponsor's logo."
      action="Generate mockup"
      disabled={!activationId}
      onStart={() =>
        activationId &&
        start("Visual Mockup Generation", {
          type: "mockup",
          data: { activationId, quality: "high" },
        })
      }
    >
      <ActivationPicker
        id="mockup-idea"
        label="Activation idea"
        value={activationId}
        onChange={setActivationId}
      />
    </TaskCard>
  );
}
