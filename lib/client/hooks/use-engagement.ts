"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { brandProgressQuery } from "@/lib/shared/queries/sponsorships";
import { apiRequest } from "../api";
import { invalidateApiQuery, useApiQuery } from "../queries";

/** Engagement progress of the sponsors linked to a brand's events (5 minutes fresh). */
export function useBrandProgress(eventBrandId: number | null) {
  return useApiQuery(
    brandProgressQuery,
    { eventBrandId: eventBrandId ?? 0 },
    { enabled: eventBrandId !== null },
  );
}

const recordedKey = (sponsorBrandId: number, eventBrandId: number) =>
  `pitchside-match-analysis:${sponsorBrandId}:${eventBrandId}`;

/**
 * Reading a sponsor's explained match for a property counts as its match analysis: record it
 * once, when the property's record does not have it yet (at most once per browser session, so a
 * refused or repeated view does not keep writing).
 */
export function useRecordMatchAnalysis(sponsorBrandId: number, eventBrandId: number | null) {
  const queryClient = useQueryClient();
  const progress = useBrandProgress(eventBrandId);
  const done = progress.data?.some(
    (record) => record.sponsorBrandId === sponsorBrandId && record.hasMatchAnalysis,
  );
  useEffect(() => {
    if (eventBrandId === null || !progress.isSuccess || done) return;
    const key = recordedKey(sponsorBrandId, eventBrandId);
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, "1");
    apiRequest("PATCH", "/api/sponsor-engagements", {
      sponsorBrandId,
      eventBrandId,
      hasMatchAnalysis: true,
    })
      .then(() => invalidateApiQuery(queryClient, brandProgressQuery, { eventBrandId }))
      .catch(() => sessionStorage.removeItem(key));
  }, [sponsorBrandId, eventBrandId, progress.isSuccess, done, queryClient]);
}
