import "server-only";
import { activationJob } from "@/lib/server/activations/job";
import { sendEmailJob } from "@/lib/server/email/job";
import { AppError } from "@/lib/server/http/errors";
import { sponsorImportJob } from "@/lib/server/imports/job";
import { imageVariationsJob, mockupJob } from "@/lib/server/mockups/job";
import { notificationDigestJob } from "@/lib/server/notifications/job";
import { proposalExportJob, recapExportJob } from "@/lib/server/proposals/export/job";
import { recapJob } from "@/lib/server/recaps/job";
import { deepResearchJob, researchJob } from "@/lib/server/research/job";
import { rankContextJob } from "@/lib/server/sponsors/job";
import { proposalDraftJob } from "@/lib/server/proposals/job";
import { potentialSponsorsJob } from "@/lib/server/sponsorships/job";
import { webhookDeliveryJob } from "@/lib/server/webhooks/job";
import type { JobType } from "@/lib/shared/job-catalogue";
import type { AnyJobDefinition, JobDefinitions } from "./definition";

/**
 * The server's handler of each type of the job catalogue (lib/shared/job-catalogue.ts).
 * Everything that needs a definition (the worker pool, the /api/jobs routes, the Inngest function
 * list) reads this record; adding a type is its catalogue entry and payload schema, its
 * `defineJob` in the feature's `job.ts`, and its line here.
 */
export const jobDefinitions = {
  research: researchJob,
  "deep-research": deepResearchJob,
  activation: activationJob,
  mockup: mockupJob,
  "potential-sponsors": potentialSponsorsJob,
  "image-variations": imageVariationsJob,
  "sponsor-import": sponsorImportJob,
  "rank-context": rankContextJob,
  "send-email": sendEmailJob,
  "notification-digest": notificationDigestJob,
  "webhook-delivery": webhookDeliveryJob,
  "proposal-draft": proposalDraftJob,
  "proposal-export": proposalExportJob,
  recap: recapJob,
  "recap-export": recapExportJob,
} satisfies Record<JobType, AnyJobDefinition>;

/** The definition of a type, in the registry or in the given definitions. */
export function getJobDefinition(
  type: string,
  definitions: JobDefinitions = jobDefinitions,
): AnyJobDefinition | undefined {
  return Object.hasOwn(definitions, type) ? definitions[type] : undefined;
}

/** The definition of a submitted type, or a 400 "Unsupported job type: {type}". */
export function getJobDefinitionOrThrow(
  type: string,
  definitions: JobDefinitions = jobDefinitions,
): AnyJobDefinition {
  const definition = getJobDefinition(type, definitions);
  if (!definition) throw new AppError("BAD_REQUEST", `Unsupported job type: ${type}`);
  return definition;
}
