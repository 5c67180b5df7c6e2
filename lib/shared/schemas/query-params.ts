import { z } from "zod";

// Query parameters of the admin lists, in a module of their own (zod only): the client imports
// the schemas that use them, and common.ts would bring the name rule and more along.

/** A blank query value ("", spaces) counts as absent, so the default or "all" applies. */
export const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/**
 * ?page= of an admin list (1 when absent or blank): a whole number from 1 to `max`, one message
 * for every refusal.
 */
export function pageQueryParam(max: number) {
  const error = `page must be a whole number from 1 to ${max}`;
  return z.preprocess(
    blankToUndefined,
    z.coerce
      .number<number>({ error })
      .int({ error })
      .min(1, { error })
      .max(max, { error })
      .default(1),
  );
}
