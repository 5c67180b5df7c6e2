/**
 * The job catalogue: every kind of background job, declared once. Each entry says what the job is
 * called, what the toast says when it starts, how long it is expected to take, whether it is the
 * app's own work (a system job) and where its result is shown. Every list of job types in the code
 * is derived from this record: the payload schemas (`schemas/jobs.ts`) and the server's handlers
 * (`lib/server/jobs/registry.ts`) are records keyed by its types, checked complete by the compiler,
 * and the lint stage refuses a job type named anywhere else.
 *
 * No zod and no server code here: the app shell (the running-jobs indicator, the toasts) reads it.
 * Adding a type: an entry here, its payload schema, its definition (`defineJob`) in the feature's
 * `job.ts` and its line in the registry.
 */

/**
 * Full duration in seconds: one figure, or per AI provider (a model takes the first, the built-in
 * offline provider, which answers from the catalogue in about a second, the second; the worker
 * picking the job up included).
 */
export type JobDuration = number | { openai: number; offline: number };

/** A positive whole id the job names in its data (or, once ended, its result). */
type IdOf = (key: string) => number | undefined;

export interface JobTypeEntry {
  /** The type's name in lists, the monitor and notifications ("Sponsor research"). */
  label: string;
  /** The toast when a job of this type is queued, in plain words. */
  started: string;
  /** Expected full duration: the time-remaining estimate. */
  duration: JobDuration;
  /**
   * Work the app does for itself (ranking, mail, webhook deliveries): never shown as a user's
   * running job, and its end neither notifies anyone nor emits a webhook.
   */
  system: boolean;
  /**
   * Clients may queue it at POST /api/jobs/{type} (and /api/jobs/submit). Other types are queued
   * by their feature (a proposal, an import, a ranking) through the feature's own route.
   */
  ownRoute?: true;
  /** The page where the job's result is shown; absent for work with no page of its own. */
  resultPage?: (id: IdOf) => string;
}

/** A sponsor's detail page on one tab, with the query the tab reads. */
function sponsorTab(id: IdOf, tab: string, query: Record<string, number | undefined>): string {
  const search = new URLSearchParams({ tab });
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  return `/sponsor-brands/detail/${id("sponsorId")}?${search}`;
}

const researchPage = (id: IdOf) =>
  id("sponsorId") ? sponsorTab(id, "research", { eventBrandId: id("eventBrandId") }) : "/research";
const visualsPage = (id: IdOf) =>
  id("sponsorId") ? sponsorTab(id, "visuals", { activation: id("activationId") }) : "/mockups";
const proposalPage = (id: IdOf) =>
  id("proposalId") ? `/proposals/${id("proposalId")}` : "/proposals";
const recapPage = (id: IdOf) => (id("recapId") ? `/recaps/${id("recapId")}` : "/contracts");

export const JOB_CATALOGUE = {
  research: {
    label: "Sponsor research",
    started: "Sponsor research has started",
    duration: { openai: 120, offline: 5 },
    system: false,
    ownRoute: true,
    resultPage: researchPage,
  },
  "deep-research": {
    label: "Deep research",
    started: "Deep research has started",
    duration: { openai: 240, offline: 5 },
    system: false,
    ownRoute: true,
    resultPage: researchPage,
  },
  activation: {
    label: "Activation ideas",
    started: "Activation ideas are being generated",
    duration: { openai: 60, offline: 5 },
    system: false,
    ownRoute: true,
    resultPage: (id) =>
      id("sponsorId")
        ? sponsorTab(id, "activations", { eventBrandId: id("eventBrandId") })
        : "/activations",
  },
  mockup: {
    label: "Visual mockup",
    started: "The mockup is being made",
    duration: { openai: 90, offline: 5 },
    system: false,
    ownRoute: true,
    resultPage: visualsPage,
  },
  "potential-sponsors": {
    label: "Sponsor discovery",
    started: "Potential sponsors are being found",
    duration: { openai: 120, offline: 10 },
    system: false,
    ownRoute: true,
    resultPage: (id) => {
      const eventId = id("specificEventId") ?? id("eventId");
      return eventId ? `/specific-events/${eventId}` : "/specific-events";
    },
  },
  "image-variations": {
    label: "Image variations",
    started: "Image variations are being made",
    duration: { openai: 120, offline: 5 },
    system: false,
    ownRoute: true,
    resultPage: visualsPage,
  },
  "sponsor-import": {
    label: "Prospect list import",
    started: "The prospect list is being imported",
    duration: 60,
    system: false,
    resultPage: () => "/sponsor-brands/import",
  },
  "rank-context": {
    label: "Sponsor ranking",
    started: "Sponsors are being ranked",
    duration: 10,
    system: true,
  },
  "send-email": {
    label: "Email delivery",
    started: "The email is being sent",
    duration: 5,
    system: true,
  },
  "notification-digest": {
    label: "Notification email",
    started: "The notification email is being sent",
    duration: 5,
    system: true,
  },
  "webhook-delivery": {
    label: "Webhook delivery",
    started: "The webhook is being delivered",
    duration: 10,
    system: true,
  },
  "proposal-draft": {
    label: "Proposal draft",
    started: "The proposal is being drafted",
    duration: { openai: 60, offline: 5 },
    system: false,
    resultPage: proposalPage,
  },
  "proposal-export": {
    label: "Proposal export",
    started: "The proposal file is being made",
    duration: 10,
    system: false,
    resultPage: proposalPage,
  },
  recap: {
    label: "Recap",
    started: "The recap is being made",
    duration: 10,
    system: false,
    resultPage: recapPage,
  },
  "recap-export": {
    label: "Recap export",
    started: "The recap file is being made",
    duration: 10,
    system: false,
    resultPage: recapPage,
  },
} as const satisfies Record<string, JobTypeEntry>;

export type JobType = keyof typeof JOB_CATALOGUE;

/** Every job type, in the catalogue's order. */
export const JOB_TYPES = Object.keys(JOB_CATALOGUE) as JobType[];

/** The system types (see JobTypeEntry.system). */
export const SYSTEM_JOB_TYPES = JOB_TYPES.filter((type) => JOB_CATALOGUE[type].system);

/** The types clients queue at POST /api/jobs/{type}. */
export type OwnRouteJobType = {
  [T in JobType]: (typeof JOB_CATALOGUE)[T] extends { ownRoute: true } ? T : never;
}[JobType];

/** The catalogue's entry of a stored or submitted type; undefined for a type it does not know. */
export function jobTypeEntry(type: string): JobTypeEntry | undefined {
  return Object.hasOwn(JOB_CATALOGUE, type) ? JOB_CATALOGUE[type as JobType] : undefined;
}

/** Whether a job is the app's own work (see JobTypeEntry.system); unknown types are not. */
export function isSystemJob(type: string): boolean {
  return jobTypeEntry(type)?.system ?? false;
}

const positiveId = (record: unknown, key: string): number | undefined => {
  if (typeof record !== "object" || record === null) return undefined;
  const value = (record as Record<string, unknown>)[key];
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : undefined;
};

/**
 * Where a job's result is shown (its sponsor's tab, its event, its proposal, the import page),
 * from the ids in its data, then its result; null for work with no page of its own.
 */
export function jobResultPage(job: {
  type: string;
  data: unknown;
  result?: unknown;
}): string | null {
  const page = jobTypeEntry(job.type)?.resultPage;
  return page ? page((key) => positiveId(job.data, key) ?? positiveId(job.result, key)) : null;
}
