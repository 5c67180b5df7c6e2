import "server-only";
import { Inngest, type Logger } from "inngest";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/server/logger";

/** Sent by `enqueueJob` under the Inngest runner; each job type's function filters on `data.type`. */
export const JOB_REQUESTED_EVENT = "pitchside/job.requested";
/** Sent by `cancelJob`; cancels the job's Inngest run, waiting retries included. */
export const JOB_CANCELLED_EVENT = "pitchside/job.cancelled";

export interface JobRequestedData {
  jobId: string;
  type: string;
}

let client: Inngest | undefined;

/**
 * The Inngest client (app id "pitchside"), configured from the one env schema. Created on first
 * use so that importing this module never reads the environment (scripts set it up first).
 */
export function getInngest(): Inngest {
  if (client) return client;
  const env = getEnv();
  client = new Inngest({
    id: "pitchside",
    eventKey: env.INNGEST_EVENT_KEY,
    signingKey: env.INNGEST_SIGNING_KEY,
    baseUrl: env.INNGEST_BASE_URL,
    // Undefined rather than false: without INNGEST_DEV the SDK picks cloud mode by itself.
    isDev: env.INNGEST_DEV ? true : undefined,
    logger: inngestLogger,
  });
  return client;
}

type Level = "debug" | "info" | "warn" | "error";
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Error);

/** The SDK logs pino-style (`fields, message` or `message, ...args`); send it to our JSON log. */
function forward(level: Level) {
  return (...args: unknown[]) => {
    const [first, second] = args;
    if (isRecord(first) && typeof second === "string") logger[level](second, first);
    else if (typeof first === "string") {
      logger[level](first, args.length > 1 ? { details: args.slice(1) } : undefined);
    } else logger[level]("inngest", { details: args });
  };
}

const inngestLogger: Logger = {
  debug: forward("debug"),
  info: forward("info"),
  warn: forward("warn"),
  error: forward("error"),
};
