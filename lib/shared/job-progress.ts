import { jobTypeEntry } from "./job-catalogue";
import type { JobStatus } from "./job-constants";

/**
 * Pure rules of job progress and polling: time remaining, the step a run is on, how
 * often to poll, and how a status is shown. The hooks and components only apply them.
 */

// ---------------------------------------------------------------------------------------------
// Time remaining

/** The expected duration of a job of a type the catalogue does not know. */
const UNKNOWN_JOB_SECONDS = 120;

/**
 * Estimated full duration of a job type in seconds for the AI provider in use (120 for a type the
 * catalogue does not know). The server puts it in each job's view (`expectedSeconds`), so the
 * browser, which does not know the provider, estimates from it.
 */
export function jobDurationSeconds(type: string, provider: "openai" | "offline"): number {
  const duration = jobTypeEntry(type)?.duration ?? UNKNOWN_JOB_SECONDS;
  return typeof duration === "number" ? duration : duration[provider];
}

/** Expected duration × remaining share: 0 at 100 % (or more), the full duration at 0 % or less. */
export function timeRemainingSeconds(job: { expectedSeconds: number; progress: number }): number {
  const full = job.expectedSeconds;
  if (!Number.isFinite(job.progress) || job.progress <= 0) return full;
  if (job.progress >= 100) return 0;
  return Math.round((full * (100 - job.progress)) / 100);
}

/**
 * Time remaining in words, never more precise than the estimate: "Less than a minute" under 60 s,
 * else "About {n} minutes" (whole minutes, rounded).
 */
export function timeRemainingText(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 60) return "Less than a minute";
  const minutes = Math.round(seconds / 60);
  return `About ${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}

/** "1m 30s", "45s", "0s". */
export function formatSeconds(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes === 0) return `${rest}s`;
  return rest === 0 ? `${minutes}m` : `${minutes}m ${rest}s`;
}

/** A run's duration from milliseconds: "<1s" under a second, else as formatSeconds. */
export function formatDurationMs(ms: number | null): string {
  if (ms === null || !Number.isFinite(ms)) return "—";
  return ms < 1000 ? "<1s" : formatSeconds(ms / 1000);
}

// ---------------------------------------------------------------------------------------------
// Steps

export type RunStep = 0 | 1 | 2 | 3 | 4;

/** Polls per step when a deep-research job reports no progress: the poll cap spread over 4 steps. */
export const RESEARCH_POLLS_PER_STEP = 15;

/**
 * Deep research step (1–4): under 25 % → 1, under 50 → 2, under 75 → 3, else 4. Without a progress
 * value the poll count moves it on, one step per RESEARCH_POLLS_PER_STEP polls.
 */
export function researchStep(progress: number | null | undefined, pollCount = 0): RunStep {
  if (progress === null || progress === undefined || !Number.isFinite(progress)) {
    return Math.min(4, 1 + Math.floor(Math.max(0, pollCount) / RESEARCH_POLLS_PER_STEP)) as RunStep;
  }
  if (progress < 25) return 1;
  if (progress < 50) return 2;
  if (progress < 75) return 3;
  return 4;
}

/** Activation generation: a step every 3 s up to step 3, stop after 15 s, end 1 s after success. */
export const ACTIVATION_STEPS = {
  advanceEveryMs: 3000,
  lastStep: 3,
  stopAfterMs: 15_000,
  endAfterSuccessMs: 1000,
} as const;

/** The activation step shown `elapsedMs` after the start (0 at the start, at most 3). */
export function activationStep(elapsedMs: number): 0 | 1 | 2 | 3 {
  const capped = Math.min(Math.max(0, elapsedMs), ACTIVATION_STEPS.stopAfterMs);
  return Math.min(
    ACTIVATION_STEPS.lastStep,
    Math.floor(capped / ACTIVATION_STEPS.advanceEveryMs),
  ) as 0 | 1 | 2 | 3;
}

/** Whether the activation step timer has stopped (it never runs past 15 s). */
export function activationTimerStopped(elapsedMs: number): boolean {
  return elapsedMs >= ACTIVATION_STEPS.stopAfterMs;
}

/** Mockup generation's fallback timers: steps at 2, 4 and 6 s, finished at 8 s. */
export const MOCKUP_STEP_TIMES_MS = [2000, 4000, 6000] as const;
export const MOCKUP_FINISH_MS = 8000;

/** The mockup step `elapsedMs` after the start: 0 until 2 s, 1, 2, 3, then 4 (finished) at 8 s. */
export function mockupStep(elapsedMs: number): RunStep {
  if (elapsedMs >= MOCKUP_FINISH_MS) return 4;
  return MOCKUP_STEP_TIMES_MS.filter((at) => elapsedMs >= at).length as RunStep;
}

// ---------------------------------------------------------------------------------------------
// Polling

/** The standard job poll: 30 s, ×1.5 per rate-limit hit, at most 120 s. */
export const JOB_POLL = {
  baseMs: 30_000,
  backoffFactor: 1.5,
  maxMs: 120_000,
  /** After a 429, polls within this window are skipped. */
  rateLimitSkipMs: 10_000,
  /** An alternate poller (another component watching the same job) waits at least this long. */
  alternateMinMs: { one: 60_000, two: 120_000 },
} as const;

/** Deep research and mockups poll faster, a bounded number of times. */
export const DEEP_RESEARCH_POLL = { intervalMs: 5000, maxPolls: 60 } as const;
export const MOCKUP_POLL = { intervalMs: 5000, maxPolls: 24 } as const;
/**
 * Activation ideas (no product rule of their own): polled on the activation steps' 3 s cadence,
 * 40 times at most (two minutes, twice the estimated duration).
 */
export const ACTIVATION_POLL = { intervalMs: 3000, maxPolls: 40 } as const;
/** Monitor lists: the Research Progress Monitor every 10 s, the admin panel every 15 s. */
export const MONITOR_REFRESH_MS = 10_000;
export const ADMIN_REFRESH_MS = 15_000;
/** The completed-jobs window and how many of them the monitor shows. */
export const COMPLETED_WINDOW_HOURS = 24;
export const COMPLETED_SHOWN = 10;
/** When a deep-research job cannot be created, the sponsor is read again after this delay. */
export const RESEARCH_FALLBACK_REFRESH_MS = 3000;
/** The admin import's busy indicator clears after this delay. */
export const IMPORT_BUSY_MS = 3000;

/** The standard interval after `rateLimitHits` 429 answers. */
export function jobPollInterval(rateLimitHits: number): number {
  const hits = Math.max(0, Math.floor(rateLimitHits));
  return Math.min(JOB_POLL.maxMs, Math.round(JOB_POLL.baseMs * JOB_POLL.backoffFactor ** hits));
}

/**
 * An alternate poller's interval: double the base, and at least 60 s with one other poller or
 * 120 s with two or more. With no other poller it is the base.
 */
export function alternatePollInterval(baseMs: number, otherPollers: number): number {
  if (otherPollers <= 0) return baseMs;
  const floor = otherPollers === 1 ? JOB_POLL.alternateMinMs.one : JOB_POLL.alternateMinMs.two;
  return Math.max(baseMs * 2, floor);
}

/** Whether a poll at `now` falls in the 10 s skip window after the last 429. */
export function inRateLimitWindow(lastRateLimitAt: number | null, now: number): boolean {
  return lastRateLimitAt !== null && now - lastRateLimitAt < JOB_POLL.rateLimitSkipMs;
}

/** A bounded poll (deep research, mockups): keep polling while under the cap. */
export function underPollCap(pollCount: number, plan: { maxPolls: number }): boolean {
  return pollCount < plan.maxPolls;
}

// ---------------------------------------------------------------------------------------------
// Status

export type JobStatusColour = "yellow" | "blue" | "green" | "red" | "orange" | "grey";

/** Admin colours: queued yellow, active blue, completed green, failed red, stalled orange. */
export const JOB_STATUS_DISPLAY: Record<JobStatus, { label: string; colour: JobStatusColour }> = {
  queued: { label: "Queued", colour: "yellow" },
  processing: { label: "Active", colour: "blue" },
  completed: { label: "Completed", colour: "green" },
  failed: { label: "Failed", colour: "red" },
  stalled: { label: "Stalled", colour: "orange" },
  cancelled: { label: "Cancelled", colour: "grey" },
};

export function jobStatusDisplay(status: string): { label: string; colour: JobStatusColour } {
  return status in JOB_STATUS_DISPLAY
    ? JOB_STATUS_DISPLAY[status as JobStatus]
    : { label: status, colour: "grey" };
}

/** Still running: the job may change, and can be cancelled while queued or processing. */
export function isJobRunning(status: string): boolean {
  return status === "queued" || status === "processing" || status === "stalled";
}

export function isJobCancellable(status: string): boolean {
  return status === "queued" || status === "processing";
}

export function jobTypeLabel(type: string): string {
  return jobTypeEntry(type)?.label ?? type;
}

const displayText = (value: unknown) => (typeof value === "string" && value.trim() ? value : null);

/**
 * What a job is about, from the display fields stored in its data: the monitor's lines and the
 * owner's notification when it ends.
 */
export function jobSubject(job: { data: Record<string, unknown> }): {
  title: string | null;
  detail: string | null;
} {
  const data = job.data;
  const sponsor = displayText(data.sponsorName);
  const event = displayText(data.eventName);
  const brand = displayText(data.eventBrandName) ?? displayText(data.brandName);
  const activation = displayText(data.activationTitle);
  if (activation) return { title: activation, detail: sponsor };
  if (sponsor) return { title: sponsor, detail: event ?? brand };
  return { title: event ?? brand, detail: event ? brand : null };
}

/** Where a job's work is for, from its display fields: the specific event, else the property. */
export function jobPlace(job: { data: Record<string, unknown> }): string | null {
  const data = job.data;
  return (
    displayText(data.specificEventName) ??
    displayText(data.eventName) ??
    displayText(data.eventBrandName) ??
    displayText(data.brandName)
  );
}

/**
 * The toast of a job just queued: what is happening in plain words, and for whom and where
 * ("Activation ideas are being generated" / "For DP World at LIV Golf Riyadh."). No job id: the
 * job's progress shows on the page and in the header.
 */
export function jobStartedMessage(job: { type: string; data: Record<string, unknown> }): {
  title: string;
  description?: string;
} {
  const title = jobTypeEntry(job.type)?.started ?? `${jobTypeLabel(job.type)} has started`;
  const sponsor = displayText(job.data.sponsorName);
  const place = jobPlace(job);
  const activation = displayText(job.data.activationTitle);
  const forWhom =
    sponsor && place
      ? `for ${sponsor} at ${place}`
      : sponsor
        ? `for ${sponsor}`
        : place
          ? `for ${place}`
          : null;
  const description = [activation ? `“${activation}”` : null, forWhom].filter(Boolean).join(" ");
  if (!description) return { title };
  const sentence = `${description[0]!.toUpperCase()}${description.slice(1)}`;
  return { title, description: sentence.endsWith(".") ? sentence : `${sentence}.` };
}
