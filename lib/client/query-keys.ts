/**
 * Query keys shared by client hooks and by the server components that hydrate them. Kept out of
 * "use client" modules so that server code can import the values.
 */
export const QUERY_KEYS = {
  user: ["/api/user"] as const,
  eventBrands: ["/api/event-brands"] as const,
  userSettings: ["/api/user/settings"] as const,
};
