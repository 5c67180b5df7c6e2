/** Query key of the team list, shared with the server page that hydrates it. */
export const TEAM_KEY = ["/api/users"] as const;
