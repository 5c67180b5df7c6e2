// Types for event-rules.mjs (plain Node ESM run by scripts/check-structure.mjs), for the TypeScript tests.
export const VOCABULARY_FILE: string;
export function vocabularyNames(text?: string): string[];
export function eventRuleProblems(rel: string, text: string, names?: string[]): string[];
