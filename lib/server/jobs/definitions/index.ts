import "server-only";
import { registerJobDefinition } from "../registry";
import { activationJob, imageVariationsJob, mockupJob } from "./creative";
import { potentialSponsorsJob } from "./potential-sponsors";
import { deepResearchJob, researchJob } from "./research";

/**
 * Registers the application's job types. Everything that needs a definition (the server's worker,
 * the /api/jobs routes, the Inngest function list) reads the registry, which calls this once, so
 * adding a type is: write `definitions/<type>.ts` with `defineJob(...)` and register it here.
 */
export function registerBuiltInJobs(): void {
  registerJobDefinition(researchJob);
  registerJobDefinition(deepResearchJob);
  registerJobDefinition(activationJob);
  registerJobDefinition(mockupJob);
  registerJobDefinition(potentialSponsorsJob);
  registerJobDefinition(imageVariationsJob);
}
