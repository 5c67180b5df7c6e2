// Helpers for query parameters, in a module of their own with no imports: the client loads the
// schemas that use them, and common.ts would bring the name rule and more along.

/** A blank query value ("", spaces) counts as absent, so the default or "all" applies. */
export const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;
