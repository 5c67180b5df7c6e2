import { z } from "zod";
import { nameProblem } from "@/lib/shared/name-rule";

/**
 * The largest value of a PostgreSQL `integer` (int4) column. Every id, count, position and year
 * the API stores is such a column, so every whole number a request carries is bounded by it:
 * beyond it the database refuses the value, which must be a 400, not a server error.
 */
export const MAX_INT4 = 2_147_483_647;

/** A positive integer id from a route segment or query value ("12"), refusing "12abc" or "0". */
export const numericId = (label = "id") =>
  z
    .string({ error: `${label} is required` })
    .regex(/^\d{1,10}$/, { error: `${label} must be a positive whole number` })
    .transform(Number)
    .refine((value) => value > 0 && value <= MAX_INT4, {
      error: `${label} must be a positive whole number`,
    });

export const idParams = z.object({ id: numericId() });

interface WholeNumberOptions {
  /** The smallest value accepted: the int4 column's own minimum by default. */
  min?: number;
  /** The largest value accepted: MAX_INT4 by default, never more. */
  max?: number;
  /** Accept numeric text ("12") as well as numbers, as query values and some bodies send them. */
  coerce?: boolean;
  /** One message for every failure (a form shows it whatever went wrong). */
  error?: string;
  /** Each check's own message, when `error` is not given. */
  typeError?: string;
  intError?: string;
  minError?: string;
  maxError?: string;
}

/**
 * A whole number bounded to an int4 column: the one rule for every integer a request carries in
 * its body or query (ids, counts, positions, years). Floats, NaN, Infinity and numbers beyond the
 * column's range are refused with a 400 instead of reaching the database.
 * Messages: `error` for everything, else each check's own; by default "<label> must be a number",
 * "<label> must be a whole number", zod's texts for a range given explicitly, and "<label> is too
 * large / too small" for the int4 bounds themselves.
 */
export function wholeNumber(label: string, options: WholeNumberOptions = {}) {
  const typeError = options.error ?? options.typeError ?? `${label} must be a number`;
  // A function, so that the text answers a value of the wrong type only, never a failed check.
  const typeOnly = {
    error: (issue: { code?: string }) => (issue.code === "invalid_type" ? typeError : undefined),
  };
  const base = options.coerce ? z.coerce.number<number>(typeOnly) : z.number(typeOnly);
  const min = options.min ?? -MAX_INT4 - 1;
  const max = Math.min(options.max ?? MAX_INT4, MAX_INT4);
  const message = (own: string | undefined, bound: string | undefined) => {
    const text = options.error ?? own ?? bound;
    return text ? { error: text } : undefined;
  };
  return base
    .int(message(options.intError, `${label} must be a whole number`))
    .min(
      min,
      message(
        options.minError,
        options.min === undefined ? `${label} is too small (at least ${min})` : undefined,
      ),
    )
    .max(
      max,
      message(
        options.maxError,
        options.max === undefined ? `${label} is too large (at most ${MAX_INT4})` : undefined,
      ),
    );
}

/**
 * A positive whole number id in a JSON body or a form (1 to MAX_INT4). Messages as
 * `wholeNumber`, "<label> must be a positive number" below 1.
 */
export const bodyId = (label: string, options: Omit<WholeNumberOptions, "min" | "max"> = {}) =>
  wholeNumber(label, {
    minError: `${label} must be a positive number`,
    ...options,
    min: 1,
  });

/**
 * The years a date may fall in. PostgreSQL has no year 0, JavaScript dates end in +275760, and no
 * sponsorship, event or interaction is dated outside this range: a date beyond it is a typing
 * mistake or an attack, refused with a 400.
 */
export const DATE_YEARS = { min: 1900, max: 2200 } as const;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
// The date-time forms the API has always taken (ISO 8601 with Z or an offset); zod checks that the
// day exists in its month.
const DATE_TIME_FORMAT = z.iso.datetime({ offset: true });

/** What is wrong with a date: its form (or a day that does not exist), or its year. */
type DateProblem = "format" | "range" | null;

function calendarDayProblem(value: string): DateProblem {
  const match = DATE_PATTERN.exec(value);
  if (!match) return "format";
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return "format";
  // Year 0 does not exist (1 BC is followed by AD 1); Date.UTC would read it as 1900.
  if (year === 0) return "range";
  const daysInMonth = new Date(Date.UTC(2000, month, 0)).getUTCDate();
  if (day > daysInMonth || (month === 2 && day === 29 && !isLeapYear(year))) return "format";
  return year < DATE_YEARS.min || year > DATE_YEARS.max ? "range" : null;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The forms a date field takes: a calendar date, a date-time with a zone, or either. */
export type DateForm = "date" | "date-time" | "date-or-date-time";

/** Why `value` is not a date of this form within DATE_YEARS, or null when it is one. */
export function dateProblem(value: string, form: DateForm = "date"): DateProblem {
  const isDate = DATE_PATTERN.test(value);
  if (form === "date" || (form === "date-or-date-time" && isDate)) return calendarDayProblem(value);
  if (!DATE_TIME_FORMAT.safeParse(value).success) return "format";
  return calendarDayProblem(value.slice(0, 10));
}

/** "YYYY-MM-DD" naming a day that exists, in DATE_YEARS (no 2024-02-30, no 0000-01-01). */
export const isCalendarDate = (value: string) => dateProblem(value, "date") === null;

/** The message of a date whose year is outside DATE_YEARS. */
export const dateRangeMessage = (label: string) =>
  `${label} must be between the years ${DATE_YEARS.min} and ${DATE_YEARS.max}`;

/**
 * The one date rule of the API, as a refinement for a text schema: the value has the field's
 * form, names a day that exists and falls in DATE_YEARS. A bad form answers the field's own
 * `format` message; a year outside the range answers `dateRangeMessage`. `allowEmpty` lets ""
 * through for fields where empty means none.
 */
export function dateRule(options: {
  label: string;
  format: string;
  form?: DateForm;
  allowEmpty?: boolean;
}) {
  return (value: string, ctx: z.RefinementCtx) => {
    if (options.allowEmpty && value === "") return;
    const problem = dateProblem(value, options.form ?? "date");
    if (problem === null) return;
    ctx.addIssue({
      code: "custom",
      message: problem === "format" ? options.format : dateRangeMessage(options.label),
    });
  };
}

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

/**
 * A name: trimmed, `required` when empty, at most `max` characters, and `nameProblem`'s rule.
 * `required: false` lets an empty name through as "" (the caller decides what that means).
 */
export function nameSchema(options: {
  required: string | false;
  max?: number;
  tooLong: string;
  /** The message for a value that is not text: `required`'s by default. */
  typeError?: string;
  label?: string;
}) {
  const max = options.max ?? 255;
  const typeError = options.typeError ?? (options.required || "Name must be text");
  const base = z.string({ error: typeError }).trim();
  const sized = (options.required ? base.min(1, { error: options.required }) : base).max(max, {
    error: options.tooLong,
  });
  return sized.superRefine((value, ctx) => {
    const problem = nameProblem(value, options.label);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
}
