/** Query keys of event brands, shared with the server pages that hydrate them. */
export const eventBrandKey = (id: number) => [`/api/event-brands/${id}`] as const;
