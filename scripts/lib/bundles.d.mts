// Types for bundles.mjs (plain Node ESM run by scripts/test.mjs and scripts/bench.mjs), for the
// TypeScript tests.
export interface Budgets {
  defaultKilobytes: number;
  targets?: Record<string, number>;
  interim?: Record<string, { kilobytes: number; reason: string }>;
}
export interface PageWeight {
  route: string;
  kilobytes: number;
  gzipKilobytes: number;
  targetGzipKilobytes: number;
  budgetGzipKilobytes: number;
  withinBudget: boolean;
  withinTarget: boolean;
}
export function readBudgets(file?: string): Budgets;
export function budgetFor(route: string, budgets: Budgets): { target: number; limit: number };
export function firstLoadJs(options?: { distDir?: string; budgets?: Budgets }): PageWeight[];
export function checkBundleBudgets(options?: {
  distDir?: string;
  budgets?: Budgets;
  log?: (line: string) => void;
}): PageWeight[];
