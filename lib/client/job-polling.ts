import {
  alternatePollInterval,
  inRateLimitWindow,
  isJobRunning,
  jobPollInterval,
  underPollCap,
} from "@/lib/shared/job-progress";

/**
 * The job-polling policy as pure functions: what the pollers of one browser tab share, when to
 * poll next or stop, and what a watcher should do about the job it sees. `useJob` and the shell's
 * job tracker keep the shared state in one store per QueryClient (hooks/use-job-polling.ts)
 * and only apply these.
 */

/** A bounded fixed-interval plan (deep research, mockups); without one, the standard schedule. */
export interface JobPollPlan {
  intervalMs: number;
  maxPolls: number;
}

/** What every poller in the tab shares (the rate limit is the server's, per user). */
export interface JobPollingState {
  /** 429 answers so far, and when the last one came (ms since the epoch). */
  rateLimit: { hits: number; lastAt: number | null };
  /** Watchers of each job, in the order they started: the first polls on the schedule. */
  watchers: Record<string, string[]>;
  /** Polls each watcher made of the job it watches (a bounded plan's cap counts these). */
  polls: Record<string, { jobId: string; count: number }>;
  /** Jobs whose end the tab has announced (or chose not to): one toast per job. */
  announced: Record<string, true>;
  /** When the last failed read of each job was reported (one 'Failed to fetch job data' each). */
  readFailures: Record<string, number>;
}

export const INITIAL_JOB_POLLING: JobPollingState = {
  rateLimit: { hits: 0, lastAt: null },
  watchers: {},
  polls: {},
  announced: {},
  readFailures: {},
};

/** A 429 answer at `now`: one more hit, and the skip window starts again. */
export function withRateLimitHit(state: JobPollingState, now: number): JobPollingState {
  return { ...state, rateLimit: { hits: state.rateLimit.hits + 1, lastAt: now } };
}

/** `watcher` starts watching `jobId` (after the ones already watching it). */
export function withWatcher(state: JobPollingState, jobId: string, watcher: string) {
  const list = state.watchers[jobId] ?? [];
  return { ...state, watchers: { ...state.watchers, [jobId]: [...list, watcher] } };
}

/** `watcher` stops watching `jobId`; its poll count goes with it. */
export function withoutWatcher(
  state: JobPollingState,
  jobId: string,
  watcher: string,
): JobPollingState {
  const { [jobId]: list = [], ...watchers } = state.watchers;
  const rest = list.filter((w) => w !== watcher);
  const { [watcher]: _gone, ...polls } = state.polls;
  return { ...state, watchers: rest.length ? { ...watchers, [jobId]: rest } : watchers, polls };
}

/** One more poll of `jobId` by `watcher` (counting restarts when it watches another job). */
export function withPoll(state: JobPollingState, watcher: string, jobId: string): JobPollingState {
  const count = pollsBy(state, watcher, jobId) + 1;
  return { ...state, polls: { ...state.polls, [watcher]: { jobId, count } } };
}

/** Polls `watcher` made of `jobId`. */
export function pollsBy(state: JobPollingState, watcher: string, jobId: string | null): number {
  const polls = state.polls[watcher];
  return polls && polls.jobId === jobId ? polls.count : 0;
}

/** The other watchers a watcher waits for: none for the first (the primary), all others else. */
export function otherWatchers(state: JobPollingState, jobId: string, watcher: string): number {
  const list = state.watchers[jobId] ?? [];
  return list.indexOf(watcher) <= 0 ? 0 : list.length - 1;
}

/** Whether a poll at `now` should answer the cached job instead (within 10 s of the last 429). */
export function skipPoll(state: JobPollingState, now: number): boolean {
  return inRateLimitWindow(state.rateLimit.lastAt, now);
}

/**
 * When to poll a watched job next, in ms, or false to stop: stop once it has ended or is not
 * there (a 404 will not change); a bounded plan polls at its interval until its cap; otherwise the
 * standard interval after the tab's rate-limit hits, slower for an alternate watcher.
 */
export function nextJobPoll(input: {
  status: string | undefined;
  notFound: boolean;
  plan: JobPollPlan | undefined;
  polls: number;
  rateLimitHits: number;
  otherWatchers: number;
}): number | false {
  if (input.status !== undefined && !isJobRunning(input.status)) return false;
  if (input.notFound) return false;
  if (input.plan) return underPollCap(input.polls, input.plan) ? input.plan.intervalMs : false;
  return alternatePollInterval(jobPollInterval(input.rateLimitHits), input.otherWatchers);
}

/**
 * What a watcher does about the job it now sees, at most once per job: "poll-cap" when a bounded
 * plan ran out while the job still runs, "ended" when a job it saw running has ended; null for
 * nothing (still running, already handled, or first seen already ended: shown, not announced).
 */
export function jobWatchEvent(input: {
  status: string;
  sawRunning: boolean;
  handled: boolean;
  plan: JobPollPlan | undefined;
  polls: number;
}): "poll-cap" | "ended" | null {
  if (input.handled) return null;
  if (isJobRunning(input.status)) {
    return input.plan && !underPollCap(input.polls, input.plan) ? "poll-cap" : null;
  }
  return input.sawRunning ? "ended" : null;
}

/** The end of `jobId` is announced (or deliberately left silent): nobody toasts it again. */
export function withAnnounced(state: JobPollingState, jobId: string): JobPollingState {
  return { ...state, announced: { ...state.announced, [jobId]: true } };
}

/**
 * Whether the shell's tracker should announce the end of a job it saw leave the running list: not
 * when it was announced already, nor while a page watches it (that page announces it, with its
 * own words).
 */
export function trackerAnnounces(state: JobPollingState, jobId: string): boolean {
  return !state.announced[jobId] && (state.watchers[jobId]?.length ?? 0) === 0;
}

/**
 * The jobs the shell's tracker reads once after a look at the running list: the ones it followed
 * that the list no longer has. It follows the user's jobs it listed last time, and the jobs pages
 * watch and last saw running (one that ended between the page's read and the list's was never
 * listed). Reading them puts their end in the cache, so a page watching one hears of it now,
 * rather than at its own next poll (up to 30 s later).
 */
export function jobsThatLeft(
  followed: { listedBefore: Iterable<string>; watchedRunning: Iterable<string> },
  listed: ReadonlySet<string>,
): string[] {
  const ids = new Set([...followed.listedBefore, ...followed.watchedRunning]);
  return [...ids].filter((id) => !listed.has(id));
}

/**
 * A failed read of `jobId` that happened at `at` (ms): the new state, and whether it is news (each
 * failure is reported once, however many watchers saw it).
 */
export function withReadFailure(
  state: JobPollingState,
  jobId: string,
  at: number,
): { state: JobPollingState; report: boolean } {
  if (state.readFailures[jobId] === at) return { state, report: false };
  return {
    state: { ...state, readFailures: { ...state.readFailures, [jobId]: at } },
    report: true,
  };
}
