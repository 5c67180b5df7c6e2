// Types for job-rules.mjs (plain Node ESM run by scripts/check-structure.mjs), for the TypeScript tests.
export const CATALOGUE_FILE: string;
export function catalogueTypes(text?: string): string[];
export function jobTypeListProblems(rel: string, text: string, allTypes?: string[]): string[];
export function queuedAnswerSchemas(dir?: string): Set<string>;
export function queuedAnswerProblems(rel: string, text: string, schemas?: Set<string>): string[];
