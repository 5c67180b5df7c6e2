import type { JobView } from "@/lib/shared/schemas/jobs";
import { endedSince, isSponsorJob } from "@/lib/shared/sponsor-jobs";

const job = (over: Partial<JobView>): JobView => ({
  id: "j",
  type: "deep-research",
  status: "completed",
  progress: 100,
  data: { sponsorId: 7 },
  result: null,
  error: null,
  priority: 0,
  attempts: 1,
  createdBy: 1,
  createdAt: "2026-01-01T10:00:00.000Z",
  updatedAt: "2026-01-01T10:01:00.000Z",
  startedAt: "2026-01-01T10:00:01.000Z",
  completedAt: "2026-01-01T10:01:00.000Z",
  processingTime: 59_000,
  expectedSeconds: 240,
  ...over,
});

describe("a sponsor's jobs in the job lists", () => {
  it("matches the kind and the sponsor (ids stored as numbers or text)", () => {
    expect(isSponsorJob(job({}), "deep-research", 7)).toBe(true);
    expect(isSponsorJob(job({ data: { sponsorId: "7" } }), "deep-research", 7)).toBe(true);
    expect(isSponsorJob(job({}), "activation", 7)).toBe(false);
    expect(isSponsorJob(job({ data: { sponsorId: 8 } }), "deep-research", 7)).toBe(false);
  });

  it("finds the newest completion after the tab's data was read, ignoring failures and others", () => {
    const since = Date.parse("2026-01-01T10:00:30.000Z");
    const jobs = [
      job({ id: "old", completedAt: "2026-01-01T10:00:10.000Z" }),
      job({ id: "new", completedAt: "2026-01-01T10:02:00.000Z" }),
      job({ id: "failed", status: "failed", completedAt: "2026-01-01T10:03:00.000Z" }),
      job({ id: "other", data: { sponsorId: 9 }, completedAt: "2026-01-01T10:04:00.000Z" }),
    ];
    expect(endedSince(jobs, "deep-research", 7, since)).toBe("2026-01-01T10:02:00.000Z");
    expect(endedSince(jobs.slice(0, 1), "deep-research", 7, since)).toBeNull();
  });
});
