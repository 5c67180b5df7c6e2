/** Query key of the user's sessions list, shared with the server page that hydrates it. */
export const SESSIONS_KEY = ["/api/user/sessions"] as const;
