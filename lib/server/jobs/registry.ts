import "server-only";
import { AppError } from "@/lib/server/http/errors";
import type { AnyJobDefinition, JobDefinition } from "./definition";
import { registerBuiltInJobs } from "./definitions";

/** `jobs.type` is varchar(50); types are also used in Inngest function ids and trigger filters. */
const TYPE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_TYPE_LENGTH = 50;
/** Inngest allows at most 20 retries, so at most 21 attempts. */
export const MAX_JOB_ATTEMPTS = 21;

// Module scope, not globalThis: each bundle that loads this module registers the built-ins itself
// (lazily, on first read), so a bundle never runs handlers from another bundle's module instances.
const definitions = new Map<string, AnyJobDefinition>();
let builtInsRegistered = false;

function ensureBuiltIns(): void {
  if (builtInsRegistered) return;
  builtInsRegistered = true;
  registerBuiltInJobs();
}

/**
 * Add a job type. Registering the same definition twice is a no-op; a different definition under
 * a type already taken is a programming error and throws.
 */
export function registerJobDefinition<P, R>(definition: JobDefinition<P, R>): void {
  ensureBuiltIns();
  const { type, estimatedSeconds, maxAttempts } = definition;
  if (type.length > MAX_TYPE_LENGTH || !TYPE_PATTERN.test(type)) {
    throw new Error(`Invalid job type "${type}": use lower-case words joined by dashes (≤ 50).`);
  }
  if (!(estimatedSeconds > 0)) throw new Error(`Job type "${type}" needs estimatedSeconds > 0.`);
  if (
    maxAttempts !== undefined &&
    (!Number.isInteger(maxAttempts) || maxAttempts < 1 || maxAttempts > MAX_JOB_ATTEMPTS)
  ) {
    throw new Error(`Job type "${type}": maxAttempts must be a whole number from 1 to 21.`);
  }
  const existing = definitions.get(type);
  if (existing === definition) return;
  if (existing) throw new Error(`Job type "${type}" is already registered.`);
  definitions.set(type, definition as AnyJobDefinition);
}

/** Remove a type (tests that register their own definitions clean up with this). */
export function unregisterJobDefinition(type: string): boolean {
  return definitions.delete(type);
}

export function getJobDefinition(type: string): AnyJobDefinition | undefined {
  ensureBuiltIns();
  return definitions.get(type);
}

/** The definition of a submitted type, or a 400 "Unsupported job type: {type}". */
export function getJobDefinitionOrThrow(type: string): AnyJobDefinition {
  const definition = getJobDefinition(type);
  if (!definition) throw new AppError("BAD_REQUEST", `Unsupported job type: ${type}`);
  return definition;
}

export function listJobTypes(): string[] {
  ensureBuiltIns();
  return [...definitions.keys()];
}

export function listJobDefinitions(): AnyJobDefinition[] {
  ensureBuiltIns();
  return [...definitions.values()];
}
