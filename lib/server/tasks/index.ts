/**
 * The work each job type does. Job definitions (lib/server/jobs/definitions) call these with the
 * parsed payload and the JobContext; each returns JSON-serialisable data, stored as the job result.
 */
export { generateActivations, type ActivationsSummary } from "./activations";
export { runDeepResearch, runResearch, type DeepResearchSummary } from "./deep-research";
export { generateImageVariations, type ImageVariationsSummary } from "./image-variations";
export { generateMockup, type MockupSummary } from "./mockup";
export { findPotentialSponsors } from "./potential-sponsors";
