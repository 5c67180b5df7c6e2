"use client";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import type { RecommendedSponsor } from "@/lib/shared/schemas/ai";

export function RecommendationDetailsDialog({
  recommendation,
}: {
  recommendation: RecommendedSponsor;
}) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          Details
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{recommendation.name}</DialogTitle>
          <DialogDescription>{recommendation.overview}</DialogDescription>
        </DialogHeader>
        <div className="space-y-4 text-sm">
          <section>
            <h3 className="font-semibold">Audience Alignment</h3>
            <p className="text-muted-foreground">{recommendation.audienceAlignment}</p>
          </section>
          <section>
            <h3 className="font-semibold">Local Market Relevance</h3>
            <p className="text-muted-foreground">{recommendation.localRelevance}</p>
          </section>
          <section>
            <h3 className="font-semibold">Specific Benefits for this Event</h3>
            <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
              {recommendation.eventSpecificBenefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </section>
        </div>
      </DialogContent>
    </Dialog>
  );
}
