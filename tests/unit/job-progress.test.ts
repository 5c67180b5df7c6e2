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
  jobPlace,
  jobStartedMessage,
  jobTypeLabel,
  MOCKUP_POLL,
  mockupStep,
  researchStep,
  timeRemainingSeconds,
  timeRemainingText,
  underPollCap,
} from "@/lib/shared/job-progress";

describe("time remaining", () => {
  it("expects the provider's duration: a model's from the table, the offline provider's seconds", () => {
    expect(jobDurationSeconds("research", "openai")).toBe(120);
    expect(jobDurationSeconds("deep-research", "openai")).toBe(240);
    expect(jobDurationSeconds("activation", "openai")).toBe(60);
    expect(jobDurationSeconds("mockup", "openai")).toBe(90);
    expect(jobDurationSeconds("mockup", "offline")).toBeLessThan(60);
    expect(jobDurationSeconds("deep-research", "offline")).toBeLessThan(60);
    // Work without AI takes as long whichever provider is set up.
    expect(jobDurationSeconds("sponsor-import", "offline")).toBe(60);
    expect(jobDurationSeconds("sponsor-import", "openai")).toBe(60);
    expect(jobDurationSeconds("something-else", "openai")).toBe(120);
    expect(jobDurationSeconds("something-else", "offline")).toBe(120);
  });

  it("is the expected duration times the remaining share", () => {
    expect(timeRemainingSeconds({ expectedSeconds: 240, progress: 25 })).toBe(180);
    expect(timeRemainingSeconds({ expectedSeconds: 90, progress: 50 })).toBe(45);
    expect(timeRemainingSeconds({ expectedSeconds: 60, progress: 90 })).toBe(6);
  });

  it("is 0 at 100 % and the full duration at 0 % or less", () => {
    const job = (progress: number) => ({ expectedSeconds: 120, progress });
    expect(timeRemainingSeconds(job(100))).toBe(0);
    expect(timeRemainingSeconds(job(140))).toBe(0);
    expect(timeRemainingSeconds(job(0))).toBe(120);
    expect(timeRemainingSeconds(job(-5))).toBe(120);
    expect(timeRemainingSeconds(job(Number.NaN))).toBe(120);
  });

  it("says it in words no more precise than the estimate", () => {
    // An offline mockup just queued: not "About 1m 30s".
    const offlineMockup = {
      expectedSeconds: jobDurationSeconds("mockup", "offline"),
      progress: 15,
    };
    expect(timeRemainingText(timeRemainingSeconds(offlineMockup))).toBe("Less than a minute");
    expect(timeRemainingText(0)).toBe("Less than a minute");
    expect(timeRemainingText(59)).toBe("Less than a minute");
    expect(timeRemainingText(60)).toBe("About 1 minute");
    expect(timeRemainingText(77)).toBe("About 1 minute");
    expect(timeRemainingText(90)).toBe("About 2 minutes");
    expect(timeRemainingText(180)).toBe("About 3 minutes");
    expect(timeRemainingText(Number.NaN)).toBe("Less than a minute");
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

describe("the toast of a job just queued", () => {
  it("says what is happening in plain words, for whom and at which event, without the job id", () => {
    const message = jobStartedMessage({
      type: "activation",
      data: {
        sponsorName: "DP World",
        eventBrandName: "LIV Golf",
        specificEventName: "LIV Golf Riyadh",
      },
    });
    expect(message).toEqual({
      title: "Activation ideas are being generated",
      description: "For DP World at LIV Golf Riyadh.",
    });
    expect(JSON.stringify(message)).not.toMatch(/queued|Job ID/i);
  });

  it("names the property when no event was chosen, and the idea a mockup is of", () => {
    expect(
      jobStartedMessage({
        type: "deep-research",
        data: { sponsorName: "Rolex", eventBrandName: "LIV Golf" },
      }),
    ).toEqual({ title: "Deep research has started", description: "For Rolex at LIV Golf." });
    expect(
      jobStartedMessage({
        type: "mockup",
        data: { sponsorName: "Rolex", activationTitle: "Fan Zone" },
      }).description,
    ).toBe("“Fan Zone” for Rolex.");
    expect(jobStartedMessage({ type: "custom", data: {} })).toEqual({
      title: "custom has started",
    });
  });

  it("places a job at its event first, else its property", () => {
    expect(jobPlace({ data: { eventName: "LIV Golf Miami", eventBrandName: "LIV Golf" } })).toBe(
      "LIV Golf Miami",
    );
    expect(jobPlace({ data: { eventBrandName: "LIV Golf" } })).toBe("LIV Golf");
    expect(jobPlace({ data: {} })).toBeNull();
  });
});
