// Types for paging-rules.mjs (plain Node ESM run by scripts/check-structure.mjs), for the TypeScript tests.
export const PAGE_PARAMS_FILE: string;
export const PAGED_ANSWER_FILE: string;
export function pagingProblems(rel: string, text: string): string[];
