import { z, ZodError } from "zod";
import { resetEnvCache, getEnv } from "@/lib/env";
import { defineJob, jobDefinitionsOf } from "@/lib/server/jobs/definition";
import { jobErrorMessage, retryDelayMs } from "@/lib/server/jobs/errors";
import {
  getJobDefinition,
  getJobDefinitionOrThrow,
  jobDefinitions,
} from "@/lib/server/jobs/registry";
import { jobRunnerKind } from "@/lib/server/jobs/runner";
import { JOB_TYPES } from "@/lib/shared/job-catalogue";
import { jobPayloadSchemas } from "@/lib/shared/schemas/jobs";
import { NO_EVENT_BRAND } from "@/lib/shared/job-constants";

const echo = defineJob({
  type: "unit-echo",
  payload: z.object({ text: z.string() }),
  handler: async ({ text }) => ({ text }),
});

describe("the job registry", () => {
  it("holds one definition per job type, each under its own type", () => {
    expect(Object.keys(jobDefinitions).sort()).toEqual([...JOB_TYPES].sort());
    for (const [type, definition] of Object.entries(jobDefinitions)) {
      expect(definition.type).toBe(type);
    }
  });

  it("finds and lists a definition of a set a test or a pool passes", () => {
    const definitions = jobDefinitionsOf([echo]);
    expect(getJobDefinition("unit-echo", definitions)).toBe(echo);
    expect(getJobDefinition("unit-echo")).toBeUndefined();
    expect(Object.keys(definitions)).toContain("unit-echo");
  });

  it("refuses a second definition under a taken type", () => {
    expect(() => jobDefinitionsOf([echo, { ...echo }])).toThrow(
      'Job type "unit-echo" is already registered.',
    );
  });

  it.each(["", "Research", "deep research", "a--b", "x".repeat(51)])(
    "refuses the type name %j",
    (type) => {
      expect(() => defineJob({ ...echo, type })).toThrow(/Invalid job type/);
    },
  );

  it("refuses nonsense limits", () => {
    expect(() => defineJob({ ...echo, maxAttempts: 0 })).toThrow(/maxAttempts/);
    expect(() => defineJob({ ...echo, maxAttempts: 22 })).toThrow(/maxAttempts/);
  });

  it("answers an unknown type with 'Unsupported job type' as a 400", () => {
    expect(() => getJobDefinitionOrThrow("nope")).toThrow(
      expect.objectContaining({ status: 400, message: "Unsupported job type: nope" }),
    );
    expect(() => getJobDefinitionOrThrow("constructor")).toThrow(/Unsupported job type/);
  });
});

describe("job payload names", () => {
  const activation = jobPayloadSchemas.activation;
  const potentialSponsors = jobPayloadSchemas["potential-sponsors"];

  it("maps the request's eventId to the explicit id, and accepts the explicit name", () => {
    expect(activation.parse({ sponsorId: 1, eventId: "4" })).toEqual({
      sponsorId: 1,
      eventBrandId: 4,
      count: 5,
    });
    expect(activation.parse({ sponsorId: 1, eventBrandId: 4, count: 3 })).toMatchObject({
      eventBrandId: 4,
      count: 3,
    });
    expect(potentialSponsors.parse({ eventId: 7 })).toEqual({ specificEventId: 7, limit: 12 });
    expect(potentialSponsors.parse({ specificEventId: 7, limit: 3 })).toEqual({
      specificEventId: 7,
      limit: 3,
    });
  });

  it("still reads jobs stored with the old payload and display fields", () => {
    const storedActivation = {
      sponsorId: 1,
      sponsorName: "Rolex",
      eventBrandId: 4,
      eventBrandName: "LIV Golf",
      brandName: "LIV Golf",
      eventId: 4,
      count: 5,
    };
    expect(activation.parse(storedActivation)).toMatchObject({ sponsorId: 1, eventBrandId: 4 });
    const storedRecommendation = {
      eventId: 7,
      eventName: "LIV Golf Riyadh",
      eventBrandId: 4,
      eventBrandName: "LIV Golf",
      limit: 12,
    };
    expect(potentialSponsors.parse(storedRecommendation)).toEqual({
      specificEventId: 7,
      limit: 12,
    });
  });

  it("keeps the contract's messages and paths under eventId", () => {
    const missing = activation.safeParse({ sponsorId: 1 });
    expect(missing.error?.issues[0]).toMatchObject({
      path: ["eventId"],
      message: NO_EVENT_BRAND.activation,
    });
    const invalid = potentialSponsors.safeParse({ eventId: "x" });
    expect(invalid.error?.issues[0]).toMatchObject({
      path: ["eventId"],
      message: "eventId must be a number",
    });
  });
});

describe("job error texts and backoff", () => {
  it("keeps an error's message but never its stack", () => {
    const error = new Error("upstream timed out");
    expect(jobErrorMessage(error)).toBe("upstream timed out");
    expect(jobErrorMessage(new TypeError(""))).toBe("TypeError");
    expect(jobErrorMessage("plain text")).toBe("plain text");
    expect(jobErrorMessage({ weird: true })).toBe("Job failed");
    expect(jobErrorMessage(new Error("x".repeat(5000)))).toHaveLength(2000);
  });

  it("names the first problem of an invalid payload", () => {
    const result = z
      .object({ sponsorId: z.number({ error: "sponsorId is required" }) })
      .safeParse({});
    expect(jobErrorMessage(result.error as ZodError)).toBe(
      "Invalid job data: sponsorId is required (sponsorId)",
    );
  });

  it("backs off exponentially from 5 s, capped at 10 minutes", () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt))).toEqual([
      5_000, 10_000, 20_000, 40_000,
    ]);
    expect(retryDelayMs(30)).toBe(600_000);
    expect(retryDelayMs(2, 100)).toBe(200);
  });
});

describe("choosing the runner", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetEnvCache();
  });

  it("runs jobs in process unless Inngest is configured", () => {
    delete process.env.INNGEST_EVENT_KEY;
    delete process.env.INNGEST_DEV;
    resetEnvCache();
    expect(jobRunnerKind(getEnv())).toBe("in-process");
    process.env.INNGEST_DEV = "1";
    resetEnvCache();
    expect(jobRunnerKind(getEnv())).toBe("inngest");
    delete process.env.INNGEST_DEV;
    process.env.INNGEST_EVENT_KEY = "key";
    resetEnvCache();
    expect(jobRunnerKind(getEnv())).toBe("inngest");
  });
});
