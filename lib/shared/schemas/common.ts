import { z } from "zod";

/** A positive integer id from a route segment or query value ("12"), refusing "12abc" or "0". */
export const numericId = (label = "id") =>
  z
    .string({ error: `${label} is required` })
    .regex(/^\d{1,9}$/, { error: `${label} must be a positive whole number` })
    .transform(Number)
    .refine((value) => value > 0, { error: `${label} must be a positive whole number` });

export const idParams = z.object({ id: numericId() });

/**
 * A PATCH body: any of these fields and no others, with at least one that is not in `ignore`
 * (a flag such as `acknowledgeConflicts` changes nothing by itself).
 */
export const patchSchema = <Shape extends z.ZodRawShape>(
  shape: Shape,
  ignore: readonly string[] = [],
) =>
  z
    .object(shape)
    .partial()
    .strict()
    .refine((value) => Object.keys(value).some((key) => !ignore.includes(key)), {
      error: "Nothing to change",
    });
