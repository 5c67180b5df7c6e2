/** How the schedule shows its events; remembered in the browser (STORAGE_KEYS.eventView). */
export type ViewMode = "card" | "list";

/** The stored value as a view mode: "list" when it says so, else cards. */
export const toViewMode = (stored: string | null): ViewMode =>
  stored === "list" ? "list" : "card";
