import { firstRunSteps, newSponsors, topMatches } from "@/lib/shared/dashboard-rules";
import {
  engagementCounters,
  engagementOf,
  topByProgress,
  type ProgressRecord,
} from "@/lib/shared/engagement";

describe("top sponsor matches", () => {
  it("keeps sponsors strictly over 85%, best first, at most 3", () => {
    const sponsors = [85, 92, 86, 99, 40, 88, null].map((matchPercentage, id) => ({
      id,
      matchPercentage,
    }));
    expect(topMatches(sponsors).map((s) => s.matchPercentage)).toEqual([99, 92, 88]);
    expect(topMatches([{ matchPercentage: 85 }])).toEqual([]);
  });
});

describe("new sponsors", () => {
  const now = new Date("2026-11-21T12:00:00Z");
  const at = (iso: string, id: number) => ({ id, createdAt: iso });
  const sponsors = [
    at("2026-11-01T00:00:00Z", 1),
    at("2026-11-16T00:00:00Z", 2),
    at("2026-11-20T00:00:00Z", 3),
    at("2026-11-21T09:00:00Z", 4),
    at("2026-11-21T10:00:00Z", 5),
    at("2026-11-21T11:00:00Z", 6),
    at("2026-11-21T11:30:00Z", 7),
  ];
  it("lists those created after the last visit, newest first, at most 3", () => {
    expect(newSponsors(sponsors, "2026-11-21T08:00:00Z", now).map((s) => s.id)).toEqual([7, 6, 5]);
    expect(newSponsors(sponsors, "2026-11-21T10:30:00Z", now).map((s) => s.id)).toEqual([7, 6]);
  });
  it("falls back to the last 7 days when nothing is new since the visit (or there was none)", () => {
    const older = sponsors.slice(0, 3);
    expect(newSponsors(older, "2026-11-21T08:00:00Z", now).map((s) => s.id)).toEqual([3, 2]);
    expect(newSponsors(older, null, now).map((s) => s.id)).toEqual([3, 2]);
    expect(newSponsors([at("2026-10-01T00:00:00Z", 9)], null, now)).toEqual([]);
  });
});

describe("engagement stage", () => {
  const flags = (n: number) => ({
    hasDeepResearch: n > 0,
    hasMatchAnalysis: n > 1,
    hasBrandActivations: n > 2,
    hasVisualMockups: n > 3,
  });
  it.each([
    [0, 0, "research", "Research"],
    [1, 25, "matchmaking", "Match Analysis"],
    [2, 50, "activation", "Activation Ideas"],
    [3, 75, "visualization", "Visual Mockups"],
    [4, 100, "completed", "Partnership Ready"],
  ])("%i activities done → %i%%, %s (%s)", (n, percent, stage, label) => {
    expect(engagementOf(flags(n))).toMatchObject({ percent, stage, stageLabel: label });
  });
  it.each([
    [0, null, "Not started"],
    [1, "research", "Research"],
    [2, "matchmaking", "Match Analysis"],
    [3, "activation", "Activation Ideas"],
    [4, "completed", "Partnership Ready"],
  ])("%i activities done → the stage done is %s (%s)", (n, doneStage, doneLabel) => {
    expect(engagementOf(flags(n))).toMatchObject({ doneStage, doneLabel });
  });
  it("names the furthest activity done when an earlier one was skipped", () => {
    const skipped = { ...flags(0), hasDeepResearch: true, hasBrandActivations: true };
    expect(engagementOf(skipped)).toMatchObject({
      percent: 50,
      stage: "activation",
      doneStage: "activation",
      doneLabel: "Activation Ideas",
    });
    expect(engagementOf({ ...flags(0), hasVisualMockups: true })).toMatchObject({
      percent: 25,
      doneLabel: "Visual Mockups",
    });
  });
  it("is Research at 0% without a record", () => {
    expect(engagementOf(null)).toMatchObject({ percent: 0, stage: "research" });
    expect(engagementOf(null).activities.every((activity) => !activity.complete)).toBe(true);
  });
});

describe("engagement counters and the top 5", () => {
  const now = new Date("2026-11-21T12:00:00Z");
  const record = (id: number, done: number, last: string): ProgressRecord => ({
    sponsorBrandId: id,
    hasDeepResearch: done > 0,
    hasMatchAnalysis: done > 1,
    hasBrandActivations: done > 2,
    hasVisualMockups: done > 3,
    lastActivityDate: last,
  });
  const records = [
    record(1, 4, "2026-11-10T00:00:00Z"),
    record(2, 4, "2026-09-01T00:00:00Z"),
    record(3, 1, "2026-11-20T00:00:00Z"),
    record(4, 0, "2026-11-20T00:00:00Z"),
    record(5, 2, "2026-11-19T00:00:00Z"),
    record(6, 3, "2026-11-18T00:00:00Z"),
  ];
  it("counts each sponsor once", () => {
    expect(engagementCounters([...records, records[0]!], now)).toEqual({
      activeProspects: 6,
      readyForApproval: 2,
      inResearch: 2,
      completedThisMonth: 1,
    });
  });
  it("keeps the 5 furthest along, most recent first among equals", () => {
    expect(topByProgress(records).map((r) => r.sponsorBrandId)).toEqual([1, 2, 6, 5, 3]);
  });
});

describe("the first-run checklist", () => {
  const none = {
    eventBrandId: 7,
    brandCount: 0,
    eventCount: 0,
    discovered: false,
    researched: false,
    pitched: false,
  };

  it("lists property, event, discover, research and pitch in order, each ticked by its fact", () => {
    expect(firstRunSteps(none).map((step) => [step.key, step.done])).toEqual([
      ["property", false],
      ["event", false],
      ["discover", false],
      ["research", false],
      ["pitch", false],
    ]);
    const some = firstRunSteps({ ...none, brandCount: 2, eventCount: 3, researched: true });
    expect(some.filter((step) => step.done).map((step) => step.key)).toEqual([
      "property",
      "event",
      "research",
    ]);
  });

  it("links to where each step is done, in the selected property", () => {
    const hrefs = Object.fromEntries(firstRunSteps(none).map((step) => [step.key, step.href]));
    expect(hrefs).toMatchObject({
      property: "/event-brands",
      event: "/specific-events?eventBrandId=7",
      discover: "/sponsor-discovery?eventBrandId=7",
    });
    expect(firstRunSteps({ ...none, eventBrandId: null })[1]!.href).toBe("/specific-events");
  });
});
