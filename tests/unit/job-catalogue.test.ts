import { readdirSync } from "node:fs";
import {
  catalogueTypes,
  jobTypeListProblems,
  queuedAnswerProblems,
  queuedAnswerSchemas,
} from "../../scripts/lib/job-rules.mjs";
import {
  isSystemJob,
  JOB_CATALOGUE,
  JOB_TYPES,
  jobResultPage,
  SYSTEM_JOB_TYPES,
} from "@/lib/shared/job-catalogue";
import { jobPayloadSchemas } from "@/lib/shared/schemas/jobs";

describe("the job catalogue", () => {
  it("is what the lint rules read, and every type has its payload schema", () => {
    expect(catalogueTypes()).toEqual(JOB_TYPES);
    expect(Object.keys(jobPayloadSchemas).sort()).toEqual([...JOB_TYPES].sort());
  });

  it("gives each type a route of its own at /api/jobs/{type} exactly when clients queue it", () => {
    const routes = readdirSync("app/api/jobs", { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .filter((name) => !["[id]", "active", "completed", "submit"].includes(name));
    const ownRoute = JOB_TYPES.filter((type) => "ownRoute" in JOB_CATALOGUE[type]);
    expect(routes.sort()).toEqual([...ownRoute].sort());
  });

  it("names the app's own work as system jobs, one list for the tracker, notifications and webhooks", () => {
    expect([...SYSTEM_JOB_TYPES].sort()).toEqual(
      ["notification-digest", "rank-context", "send-email", "webhook-delivery"].sort(),
    );
    expect(isSystemJob("send-email")).toBe(true);
    expect(isSystemJob("research")).toBe(false);
    expect(isSystemJob("constructor")).toBe(false);
  });

  it("says where each job's result is shown, from its data and then its result", () => {
    expect(jobResultPage({ type: "deep-research", data: { sponsorId: 3, eventBrandId: 4 } })).toBe(
      "/sponsor-brands/detail/3?tab=research&eventBrandId=4",
    );
    expect(jobResultPage({ type: "activation", data: {} })).toBe("/activations");
    expect(
      jobResultPage({ type: "proposal-export", data: { exportId: 1 }, result: { proposalId: 8 } }),
    ).toBe("/proposals/8");
    expect(jobResultPage({ type: "proposal-draft", data: { proposalId: 5 } })).toBe("/proposals/5");
    expect(jobResultPage({ type: "potential-sponsors", data: { eventId: 9 } })).toBe(
      "/specific-events/9",
    );
    expect(jobResultPage({ type: "send-email", data: { emailId: 1 } })).toBeNull();
    expect(jobResultPage({ type: "unknown", data: {} })).toBeNull();
  });
});

describe("the lint rules of jobs", () => {
  it("refuses a list, a record or a switch of job types outside the catalogue", () => {
    const list = 'const SYSTEM = new Set(["rank-context", "send-email"]);';
    expect(jobTypeListProblems("lib/client/x.ts", list)).toEqual([
      expect.stringContaining("lib/client/x.ts:1: lists job types (rank-context, send-email)"),
    ]);
    const record =
      'const LABELS = {\n  "deep-research": "Deep",\n  "image-variations": "Images",\n};';
    expect(jobTypeListProblems("lib/shared/x.ts", record)).toEqual([
      expect.stringContaining("lib/shared/x.ts:2: a record keyed by job types"),
    ]);
    const cases = 'switch (type) {\n  case "sponsor-import":\n    return "/";\n}';
    expect(jobTypeListProblems("lib/server/x.ts", cases)).toEqual([
      expect.stringContaining('lib/server/x.ts:2: a case on job type "sponsor-import"'),
    ]);
    // One-word types also name tabs and stages; the catalogue and the keyed records are allowed.
    expect(jobTypeListProblems("lib/x.ts", 'const TABS = ["research", "activation"];')).toEqual([]);
    expect(jobTypeListProblems("lib/shared/job-catalogue.ts", list)).toEqual([]);
    expect(jobTypeListProblems("lib/server/jobs/registry.ts", record)).toEqual([]);
  });

  it("refuses a 201 or a hand-written 202 from a route that queues a job", () => {
    expect([...queuedAnswerSchemas()].sort()).toEqual(
      [
        "importCommitSchema",
        "jobSubmitResponseSchema",
        "proposalCreatedSchema",
        "proposalExportCreatedSchema",
        "recapCreatedSchema",
        "recapExportCreatedSchema",
      ].sort(),
    );
    const created =
      "responses: { 201: jobSubmitResponseSchema },\n  async ({ user, body }) => json(await submitJob(user, body), { status: 201 }),";
    expect(queuedAnswerProblems("app/api/jobs/x/route.ts", created)).toEqual([
      expect.stringContaining("not 201"),
      expect.stringContaining("answer the queued job with queued()"),
    ]);
    const byHand =
      "responses: { 202: proposalCreatedSchema },\n  async () => json(await createProposal(), { status: 202 }),";
    expect(queuedAnswerProblems("app/api/proposals/route.ts", byHand)).toHaveLength(2);
    const good =
      "responses: { 202: proposalCreatedSchema },\n  async () => { const a = await createProposal(); return queued(a, a.job.id); },";
    expect(queuedAnswerProblems("app/api/proposals/route.ts", good)).toEqual([]);
    // Routes that queue nothing may answer 201.
    expect(
      queuedAnswerProblems("app/api/users/route.ts", "responses: { 201: publicUserSchema }"),
    ).toEqual([]);
  });
});
