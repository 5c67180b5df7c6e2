/** Query keys of engagement and interaction data, shared with the server pages that hydrate them. */
export const interactionsKey = (sponsorBrandId: number) =>
  ["sponsor-interactions", sponsorBrandId] as const;
export const pipelineStageKey = (sponsorBrandId: number) =>
  ["sponsor-progresses", sponsorBrandId] as const;
export const sponsorEventsKey = (sponsorBrandId: number, eventBrandId: number | null) =>
  ["sponsor-events", sponsorBrandId, eventBrandId] as const;
