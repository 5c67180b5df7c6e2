// Structure rules of paged lists, run by scripts/check-structure.mjs:
//   - the page parameters are declared once, by `pageParams` (lib/shared/schemas/paged.ts): no
//     other file declares a `page` or `pageSize` parameter schema of its own;
//   - a paged list answers through `paged()` (lib/server/http/paged.ts), which writes the page's
//     headers: no other source file writes the X-Total-Count header (its name lives in
//     lib/shared/paging.ts, which the readers and the API description use).

export const PAGE_PARAMS_FILE = "lib/shared/schemas/paged.ts";
export const PAGED_ANSWER_FILE = "lib/server/http/paged.ts";
const HEADER_NAMES_FILE = "lib/shared/paging.ts";

/** Source the rules apply to: the app's own code, not its tests, scripts or generated files. */
const APP_SOURCE = /^(app|lib|components|inngest)\//;

/**
 * A parameter schema for `page` or `pageSize`: a field of that name parsed from input
 * (`wholeNumber`, `z.coerce`, `z.preprocess`, or a number with bounds or a default), or a
 * `wholeNumber("page"…)` declared anywhere. A view's `page: z.number()` (an answer) is not one.
 */
const PAGE_FIELD =
  /(?:^|[\s{,])(page|pageSize)\s*:\s*(?:wholeNumber\(|z\.coerce\b|z\.preprocess\(|z\s*\.number\([^)]*\)\s*(?:\.\w+\([^)]*\)\s*)*\.(?:min|max|default)\()/;
const PAGE_WHOLE_NUMBER = /\bwholeNumber\(\s*["'`](page|pageSize)["'`]/;
/** The header written as a literal: "X-Total-Count" in any case. */
const TOTAL_HEADER = /["'`]x-total-count["'`]/i;

const isComment = (line) => /^\s*(\/\/|\*|\/\*)/.test(line);

/** Problems of one source file (repository path, text). */
export function pagingProblems(rel, text) {
  if (!APP_SOURCE.test(rel)) return [];
  const problems = [];
  text.split("\n").forEach((line, index) => {
    if (isComment(line)) return;
    const where = `${rel}:${index + 1}`;
    if (rel !== PAGE_PARAMS_FILE && (PAGE_FIELD.test(line) || PAGE_WHOLE_NUMBER.test(line))) {
      problems.push(
        `${where}: declares a page parameter of its own; spread pageParams({ defaultSize, maxSize }) from ${PAGE_PARAMS_FILE}`,
      );
    }
    if (rel !== HEADER_NAMES_FILE && TOTAL_HEADER.test(line)) {
      problems.push(
        `${where}: writes X-Total-Count by hand; answer a paged list with paged() (${PAGED_ANSWER_FILE})`,
      );
    }
  });
  return problems;
}
