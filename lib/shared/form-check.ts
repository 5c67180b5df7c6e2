/**
 * A form's checks written as plain code, for pages whose bundle must stay free of zod (the sign-in
 * page): `formCheck` gives an object `useZodForm` takes in place of a zod schema, with the same
 * parse result shape. The server still validates the request with the zod schema, which has the
 * same messages.
 */

export type FormIssue = { path: PropertyKey[]; message: string };
export type FormCheckResult<Out> =
  { success: true; data: Out } | { success: false; error: { issues: FormIssue[] } };

export interface FormCheck<In, Out> {
  safeParse(value: unknown): FormCheckResult<Out>;
  /** Type only: the values the form holds. */
  readonly "~input"?: In;
}

/**
 * A form check from a function that answers the parsed values, or the first message of each
 * failing field.
 */
export function formCheck<In extends Record<string, unknown>, Out>(
  check: (values: In) => { data: Out } | { errors: Partial<Record<keyof In & string, string>> },
): FormCheck<In, Out> {
  return {
    safeParse(value) {
      const result = check(value as In);
      if ("data" in result) return { success: true, data: result.data };
      const issues = Object.entries(result.errors)
        .filter((entry): entry is [string, string] => typeof entry[1] === "string")
        .map(([key, message]) => ({ path: [key], message }));
      return { success: false, error: { issues } };
    },
  };
}

/** The message of the first check that fails (`[failed, message]` pairs, in order), if any. */
export function firstFailure(...checks: Array<[boolean, string]>): string | undefined {
  return checks.find(([failed]) => failed)?.[1];
}
