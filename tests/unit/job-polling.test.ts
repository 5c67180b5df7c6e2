import {
  INITIAL_JOB_POLLING,
  jobsThatLeft,
  jobWatchEvent,
  nextJobPoll,
  otherWatchers,
  pollsBy,
  skipPoll,
  trackerAnnounces,
  withAnnounced,
  withoutWatcher,
  withReadFailure,
  withPoll,
  withRateLimitHit,
  withWatcher,
} from "@/lib/client/job-polling";
import { DEEP_RESEARCH_POLL, MOCKUP_POLL } from "@/lib/shared/job-progress";

describe("the pollers' shared state", () => {
  it("counts 429 answers and starts the 10 s skip window at the last one", () => {
    const once = withRateLimitHit(INITIAL_JOB_POLLING, 1000);
    const twice = withRateLimitHit(once, 5000);
    expect(twice.rateLimit).toEqual({ hits: 2, lastAt: 5000 });
    expect(INITIAL_JOB_POLLING.rateLimit).toEqual({ hits: 0, lastAt: null });
    expect(skipPoll(INITIAL_JOB_POLLING, 0)).toBe(false);
    expect(skipPoll(twice, 14_999)).toBe(true);
    expect(skipPoll(twice, 15_000)).toBe(false);
  });

  it("makes the first watcher of a job the primary and the later ones alternates", () => {
    let state = withWatcher(INITIAL_JOB_POLLING, "job-1", "a");
    expect(otherWatchers(state, "job-1", "a")).toBe(0);
    state = withWatcher(withWatcher(state, "job-1", "b"), "job-1", "c");
    expect(otherWatchers(state, "job-1", "a")).toBe(0);
    expect(otherWatchers(state, "job-1", "b")).toBe(2);
    expect(otherWatchers(state, "job-1", "c")).toBe(2);
    state = withoutWatcher(state, "job-1", "a");
    expect(otherWatchers(state, "job-1", "b")).toBe(0);
    expect(otherWatchers(state, "job-1", "c")).toBe(1);
    state = withoutWatcher(withoutWatcher(state, "job-1", "b"), "job-1", "c");
    expect(state.watchers).toEqual({});
    expect(otherWatchers(state, "job-2", "a")).toBe(0);
  });

  it("counts each watcher's polls of its job, from 0 again for another job or after it leaves", () => {
    let state = withWatcher(INITIAL_JOB_POLLING, "job-1", "a");
    state = withPoll(withPoll(state, "a", "job-1"), "a", "job-1");
    state = withPoll(state, "b", "job-1");
    expect(pollsBy(state, "a", "job-1")).toBe(2);
    expect(pollsBy(state, "b", "job-1")).toBe(1);
    expect(pollsBy(state, "a", "job-2")).toBe(0);
    expect(pollsBy(state, "a", null)).toBe(0);
    state = withPoll(state, "a", "job-2");
    expect(pollsBy(state, "a", "job-2")).toBe(1);
    expect(pollsBy(state, "a", "job-1")).toBe(0);
    state = withoutWatcher(state, "job-2", "a");
    expect(pollsBy(state, "a", "job-2")).toBe(0);
  });
});

describe("when to poll next", () => {
  const base = {
    status: "processing",
    notFound: false,
    plan: undefined,
    polls: 0,
    rateLimitHits: 0,
    otherWatchers: 0,
  };

  it("stops once the job has ended or is not there", () => {
    for (const status of ["completed", "failed", "cancelled"]) {
      expect(nextJobPoll({ ...base, status })).toBe(false);
    }
    expect(nextJobPoll({ ...base, status: undefined, notFound: true })).toBe(false);
  });

  it("polls a job not yet loaded, queued, processing or stalled on the standard schedule", () => {
    for (const status of [undefined, "queued", "processing", "stalled"]) {
      expect(nextJobPoll({ ...base, status })).toBe(30_000);
    }
    expect(nextJobPoll({ ...base, rateLimitHits: 1 })).toBe(45_000);
    expect(nextJobPoll({ ...base, rateLimitHits: 9 })).toBe(120_000);
  });

  it("waits longer as an alternate watcher", () => {
    expect(nextJobPoll({ ...base, otherWatchers: 1 })).toBe(60_000);
    expect(nextJobPoll({ ...base, otherWatchers: 2 })).toBe(120_000);
    expect(nextJobPoll({ ...base, otherWatchers: 1, rateLimitHits: 2 })).toBe(135_000);
  });

  it("follows a bounded plan until its cap, whatever the rate limit", () => {
    const plan = DEEP_RESEARCH_POLL;
    expect(nextJobPoll({ ...base, plan, polls: 0, rateLimitHits: 3 })).toBe(5000);
    expect(nextJobPoll({ ...base, plan, polls: 59, otherWatchers: 2 })).toBe(5000);
    expect(nextJobPoll({ ...base, plan, polls: 60 })).toBe(false);
    expect(nextJobPoll({ ...base, plan: MOCKUP_POLL, polls: 24 })).toBe(false);
    expect(nextJobPoll({ ...base, plan, status: "completed" })).toBe(false);
  });
});

describe("what a watcher does about the job it sees", () => {
  const base = {
    status: "processing",
    sawRunning: true,
    handled: false,
    plan: undefined,
    polls: 0,
  };

  it("announces the end of a job it saw running, once", () => {
    expect(jobWatchEvent({ ...base, status: "completed" })).toBe("ended");
    expect(jobWatchEvent({ ...base, status: "failed" })).toBe("ended");
    expect(jobWatchEvent({ ...base, status: "cancelled" })).toBe("ended");
    expect(jobWatchEvent({ ...base, status: "completed", handled: true })).toBeNull();
  });

  it("only shows a job first seen already ended", () => {
    expect(jobWatchEvent({ ...base, status: "completed", sawRunning: false })).toBeNull();
  });

  it("does nothing while it runs, until a bounded plan runs out", () => {
    expect(jobWatchEvent(base)).toBeNull();
    expect(jobWatchEvent({ ...base, plan: MOCKUP_POLL, polls: 23 })).toBeNull();
    expect(jobWatchEvent({ ...base, plan: MOCKUP_POLL, polls: 24 })).toBe("poll-cap");
    expect(jobWatchEvent({ ...base, plan: MOCKUP_POLL, polls: 24, handled: true })).toBeNull();
  });
});

describe("announcing a job's end once per tab", () => {
  it("leaves a watched job to its page, and never announces a job twice", () => {
    const watched = withWatcher(INITIAL_JOB_POLLING, "j1", "w1");
    expect(trackerAnnounces(watched, "j1")).toBe(false);
    expect(trackerAnnounces(withoutWatcher(watched, "j1", "w1"), "j1")).toBe(true);
    expect(trackerAnnounces(withAnnounced(INITIAL_JOB_POLLING, "j1"), "j1")).toBe(false);
    expect(trackerAnnounces(withAnnounced(INITIAL_JOB_POLLING, "j1"), "j2")).toBe(true);
  });

  it("has the tracker read the end of every job it followed that left the running list", () => {
    const listed = new Set(["j2"]);
    // Listed last time and gone now: read, even though a page watches it (the page is told
    // through the cache at once instead of at its own next poll, 30 s later).
    expect(jobsThatLeft({ listedBefore: ["j1", "j2"], watchedRunning: ["j1"] }, listed)).toEqual([
      "j1",
    ]);
    // Never listed (it ended between the page's read and the list's) but watched as running.
    expect(jobsThatLeft({ listedBefore: [], watchedRunning: ["j3", "j2"] }, listed)).toEqual([
      "j3",
    ]);
    expect(jobsThatLeft({ listedBefore: ["j2"], watchedRunning: [] }, listed)).toEqual([]);
  });

  it("reports each failed read once, however many watchers saw it", () => {
    const first = withReadFailure(INITIAL_JOB_POLLING, "j1", 1000);
    expect(first.report).toBe(true);
    expect(withReadFailure(first.state, "j1", 1000).report).toBe(false);
    expect(withReadFailure(first.state, "j1", 2000).report).toBe(true);
    expect(withReadFailure(first.state, "j2", 1000).report).toBe(true);
  });
});
