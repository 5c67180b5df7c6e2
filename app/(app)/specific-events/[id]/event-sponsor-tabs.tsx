"use client";

import { useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useEventRecommendations, useEventSponsors } from "@/lib/client/hooks/use-event-sponsors";
import type { SpecificEventDetail } from "@/lib/shared/schemas/specific-event";
import { CurrentSponsorsTab } from "./current-sponsors-tab";
import { PotentialSponsorsTab } from "./potential-sponsors-tab";

/** The event's sponsors: linked ones, and recommendations from research. */
export function EventSponsorTabs({ event }: { event: SpecificEventDetail }) {
  const [tab, setTab] = useState("current");
  const sponsors = useEventSponsors(event.id);
  const linked = sponsors.data?.sponsors;
  const recommendations = useEventRecommendations(event.id);
  const potentialCount = recommendations.data?.latest?.recommendations.length ?? 0;
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList>
        <TabsTrigger value="current">Current Sponsors ({linked?.length ?? 0})</TabsTrigger>
        <TabsTrigger value="potential">Potential Sponsors ({potentialCount})</TabsTrigger>
      </TabsList>
      <TabsContent value="current" className="pt-4">
        <CurrentSponsorsTab event={event} query={sponsors} />
      </TabsContent>
      <TabsContent value="potential" className="pt-4">
        <PotentialSponsorsTab event={event} query={recommendations} linked={linked ?? []} />
      </TabsContent>
    </Tabs>
  );
}
