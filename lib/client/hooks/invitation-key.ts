/** Query key of the pending invitations, shared with the server page that hydrates them. */
export const INVITATIONS_KEY = ["/api/invitations"] as const;
