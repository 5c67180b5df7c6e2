/** Query keys of specific events, shared with the server pages that hydrate them. */
export const specificEventsKey = (eventBrandId: number) =>
  ["specific-events", eventBrandId] as const;
export const specificEventKey = (id: number) => [`/api/specific-events/${id}`] as const;
