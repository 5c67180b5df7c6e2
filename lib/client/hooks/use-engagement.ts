"use client";

import { useQuery } from "@tanstack/react-query";
import type { SponsorProgressView } from "@/lib/shared/engagement";
import { apiRequest } from "../api";
import { STALE } from "../query-client";

export const brandProgressKey = (eventBrandId: number | null) =>
  ["sponsorships", "progress", eventBrandId] as const;

/** Engagement progress of the sponsors linked to a brand's events (5 minutes fresh). */
export function useBrandProgress(eventBrandId: number | null) {
  return useQuery<SponsorProgressView[]>({
    queryKey: brandProgressKey(eventBrandId),
    queryFn: () => apiRequest("GET", `/api/sponsorships?eventBrandId=${eventBrandId}`),
    staleTime: STALE.list,
    enabled: eventBrandId !== null,
  });
}
