import {
  activationStep,
  activationTimerStopped,
  alternatePollInterval,
  DEEP_RESEARCH_POLL,
  formatDurationMs,
  formatSeconds,
  inRateLimitWindow,
  isJobCancellable,
  isJobRunning,
  jobDurationSeconds,
  jobPollInterval,
  jobStatusDisplay,
  jobTypeLabel,
  MOCKUP_POLL,
  mockupStep,
  researchStep,
  timeRemainingSeconds,
  underPollCap,
} from "@/lib/shared/job-progress";

describe("time remaining", () => {
  it("uses the duration table, 120 s for unknown types", () => {
    expect(jobDurationSeconds("research")).toBe(120);
    expect(jobDurationSeconds("deep-research")).toBe(240);
    expect(jobDurationSeconds("activation")).toBe(60);
    expect(jobDurationSeconds("mockup")).toBe(90);
    expect(jobDurationSeconds("something-else")).toBe(120);
  });

  it("is the full duration times the remaining share", () => {
    expect(timeRemainingSeconds("deep-research", 25)).toBe(180);
    expect(timeRemainingSeconds("mockup", 50)).toBe(45);
    expect(timeRemainingSeconds("activation", 90)).toBe(6);
  });

  it("is 0 at 100 % and the full duration at 0 % or less", () => {
    expect(timeRemainingSeconds("research", 100)).toBe(0);
    expect(timeRemainingSeconds("research", 140)).toBe(0);
    expect(timeRemainingSeconds("research", 0)).toBe(120);
    expect(timeRemainingSeconds("research", -5)).toBe(120);
    expect(timeRemainingSeconds("research", Number.NaN)).toBe(120);
  });

  it("formats a run's duration, under a second as <1s", () => {
    expect(formatDurationMs(null)).toBe("—");
    expect(formatDurationMs(420)).toBe("<1s");
    expect(formatDurationMs(4200)).toBe("4s");
    expect(formatDurationMs(95_000)).toBe("1m 35s");
  });

  it("formats seconds for people", () => {
    expect(formatSeconds(0)).toBe("0s");
    expect(formatSeconds(45)).toBe("45s");
    expect(formatSeconds(60)).toBe("1m");
    expect(formatSeconds(90)).toBe("1m 30s");
    expect(formatSeconds(239.6)).toBe("4m");
  });
});

describe("deep research steps", () => {
  it.each([
    [0, 1],
    [24, 1],
    [25, 2],
    [49, 2],
    [50, 3],
    [74, 3],
    [75, 4],
    [100, 4],
  ])("progress %i → step %i", (progress, step) => {
    expect(researchStep(progress)).toBe(step);
  });

  it("moves by poll count when progress is unknown, never past step 4", () => {
    expect(researchStep(null, 0)).toBe(1);
    expect(researchStep(undefined, 14)).toBe(1);
    expect(researchStep(null, 15)).toBe(2);
    expect(researchStep(null, 30)).toBe(3);
    expect(researchStep(null, 45)).toBe(4);
    expect(researchStep(null, 600)).toBe(4);
  });
});

describe("activation steps", () => {
  it("advances every 3 s up to step 3", () => {
    expect(activationStep(0)).toBe(0);
    expect(activationStep(2999)).toBe(0);
    expect(activationStep(3000)).toBe(1);
    expect(activationStep(6000)).toBe(2);
    expect(activationStep(9000)).toBe(3);
    expect(activationStep(12_000)).toBe(3);
    expect(activationStep(60_000)).toBe(3);
  });

  it("stops after 15 s", () => {
    expect(activationTimerStopped(14_999)).toBe(false);
    expect(activationTimerStopped(15_000)).toBe(true);
  });
});

describe("mockup fallback timers", () => {
  it("move the steps at 2, 4 and 6 s and finish at 8 s", () => {
    expect(mockupStep(0)).toBe(0);
    expect(mockupStep(1999)).toBe(0);
    expect(mockupStep(2000)).toBe(1);
    expect(mockupStep(4000)).toBe(2);
    expect(mockupStep(6000)).toBe(3);
    expect(mockupStep(7999)).toBe(3);
    expect(mockupStep(8000)).toBe(4);
  });
});

describe("polling", () => {
  it("starts at 30 s and grows ×1.5 per rate-limit hit up to 120 s", () => {
    expect(jobPollInterval(0)).toBe(30_000);
    expect(jobPollInterval(1)).toBe(45_000);
    expect(jobPollInterval(2)).toBe(67_500);
    expect(jobPollInterval(3)).toBe(101_250);
    expect(jobPollInterval(4)).toBe(120_000);
    expect(jobPollInterval(40)).toBe(120_000);
    expect(jobPollInterval(-1)).toBe(30_000);
  });

  it("gives an alternate poller at least 60 s with one other poller and 120 s with two", () => {
    expect(alternatePollInterval(30_000, 0)).toBe(30_000);
    expect(alternatePollInterval(30_000, 1)).toBe(60_000);
    expect(alternatePollInterval(45_000, 1)).toBe(90_000);
    expect(alternatePollInterval(30_000, 2)).toBe(120_000);
    expect(alternatePollInterval(30_000, 5)).toBe(120_000);
    expect(alternatePollInterval(101_250, 2)).toBe(202_500);
  });

  it("skips polls for 10 s after a 429", () => {
    expect(inRateLimitWindow(null, 1000)).toBe(false);
    expect(inRateLimitWindow(1000, 1000)).toBe(true);
    expect(inRateLimitWindow(1000, 10_999)).toBe(true);
    expect(inRateLimitWindow(1000, 11_000)).toBe(false);
  });

  it("polls deep research every 5 s at most 60 times, mockups at most 24", () => {
    expect(DEEP_RESEARCH_POLL).toEqual({ intervalMs: 5000, maxPolls: 60 });
    expect(MOCKUP_POLL).toEqual({ intervalMs: 5000, maxPolls: 24 });
    expect(underPollCap(59, DEEP_RESEARCH_POLL)).toBe(true);
    expect(underPollCap(60, DEEP_RESEARCH_POLL)).toBe(false);
    expect(underPollCap(23, MOCKUP_POLL)).toBe(true);
    expect(underPollCap(24, MOCKUP_POLL)).toBe(false);
  });
});

describe("status display", () => {
  it("uses the admin colours and calls processing active", () => {
    expect(jobStatusDisplay("queued")).toEqual({ label: "Queued", colour: "yellow" });
    expect(jobStatusDisplay("processing")).toEqual({ label: "Active", colour: "blue" });
    expect(jobStatusDisplay("completed")).toEqual({ label: "Completed", colour: "green" });
    expect(jobStatusDisplay("failed")).toEqual({ label: "Failed", colour: "red" });
    expect(jobStatusDisplay("stalled")).toEqual({ label: "Stalled", colour: "orange" });
    expect(jobStatusDisplay("cancelled")).toEqual({ label: "Cancelled", colour: "grey" });
    expect(jobStatusDisplay("weird")).toEqual({ label: "weird", colour: "grey" });
  });

  it("offers cancel only while queued or processing", () => {
    expect(isJobCancellable("queued")).toBe(true);
    expect(isJobCancellable("processing")).toBe(true);
    for (const status of ["completed", "failed", "stalled", "cancelled"]) {
      expect(isJobCancellable(status)).toBe(false);
    }
    expect(isJobRunning("stalled")).toBe(true);
    expect(isJobRunning("completed")).toBe(false);
  });

  it("labels job types", () => {
    expect(jobTypeLabel("deep-research")).toBe("Deep research");
    expect(jobTypeLabel("mockup")).toBe("Visual mockup");
    expect(jobTypeLabel("custom")).toBe("custom");
  });
});
