import { z } from "zod";

/**
 * Every setting the application reads, parsed once. Each one is optional: an absent production
 * setting selects the embedded default (see docs/architecture.md). `.env.example` documents them.
 */
const csv = z
  .string()
  .optional()
  .transform((value) =>
    value === undefined
      ? undefined
      : value
          .split(",")
          .map((item) => item.trim().toLowerCase())
          .filter(Boolean),
  );

const flag = z
  .enum(["1", "0", "true", "false", "yes", "no", ""])
  .optional()
  .transform((value) => value === "1" || value === "true" || value === "yes");

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const empty = (value: unknown) => (value === "" ? undefined : value);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  APP_URL: z.preprocess(empty, z.url().default("http://localhost:3000")),
  DATA_DIR: z.preprocess(empty, z.string().default(".data")),

  DATABASE_URL: z.preprocess(empty, z.string().optional()),
  DATABASE_POOL_SIZE: positiveInt(10),

  NEXTAUTH_SECRET: z.preprocess(empty, z.string().min(32).optional()),
  SESSION_MAX_AGE_DAYS: positiveInt(30),
  /** Lifetime on the server of a session whose browser cookie ends with the browser. */
  SESSION_SHORT_MAX_AGE_HOURS: positiveInt(12),
  LOGIN_MAX_ATTEMPTS_PER_USERNAME: positiveInt(5),
  LOGIN_MAX_ATTEMPTS_PER_IP: positiveInt(20),
  LOGIN_WINDOW_MINUTES: positiveInt(15),
  /** Requests one API token may make per minute before it is answered 429. */
  API_TOKEN_RATE_LIMIT_PER_MINUTE: positiveInt(120),
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).default(0),

  /** Outgoing email over SMTP (smtp:// or smtps://user:pass@host:port); none = the in-app outbox. */
  SMTP_URL: z.preprocess(empty, z.string().optional()),
  /** The From of every message, e.g. "Pitchside <no-reply@club.example>". */
  EMAIL_FROM: z.preprocess(empty, z.string().default("Pitchside <no-reply@pitchside.local>")),

  REGISTRATION_ALLOWED_DOMAINS: csv,
  REGISTRATION_ALLOWED_EMAILS: csv,

  S3_BUCKET: z.preprocess(empty, z.string().optional()),
  S3_REGION: z.preprocess(empty, z.string().default("us-east-1")),
  S3_ENDPOINT: z.preprocess(empty, z.url().optional()),
  S3_ACCESS_KEY_ID: z.preprocess(empty, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(empty, z.string().optional()),
  S3_FORCE_PATH_STYLE: flag,
  S3_PREFIX: z.preprocess(empty, z.string().default("")),

  /** Inngest runs the jobs when either is set (INNGEST_DEV=1 for a local dev server). */
  INNGEST_EVENT_KEY: z.preprocess(empty, z.string().optional()),
  INNGEST_SIGNING_KEY: z.preprocess(empty, z.string().optional()),
  INNGEST_DEV: flag,
  INNGEST_BASE_URL: z.preprocess(empty, z.url().optional()),
  /** In-process runner: jobs run at once per server instance, and its timings. */
  JOB_WORKER_CONCURRENCY: positiveInt(4),
  JOB_POLL_INTERVAL_MS: positiveInt(1000),
  JOB_HEARTBEAT_INTERVAL_MS: positiveInt(5000),
  /** A processing job whose heartbeat is older than this is stalled and re-queued. */
  JOB_STALL_AFTER_MS: positiveInt(30000),
  JOB_MAX_ATTEMPTS: positiveInt(3),
  /**
   * On SIGTERM/SIGINT the worker stops claiming at once and gives running jobs this long to finish;
   * jobs still running then are handed back to the queue for another instance.
   */
  JOB_SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(15000),
  /** Set to 0 to run no in-process worker on this instance (a web-only instance). */
  JOB_WORKER_ENABLED: z.enum(["0", "1"]).default("1"),

  /** OpenAI or any OpenAI-compatible server; without a key the offline provider is used. */
  OPENAI_API_KEY: z.preprocess(empty, z.string().optional()),
  OPENAI_BASE_URL: z.preprocess(empty, z.url().optional()),
  OPENAI_TEXT_MODEL: z.preprocess(empty, z.string().default("gpt-4o-mini")),
  OPENAI_IMAGE_MODEL: z.preprocess(empty, z.string().default("gpt-image-1")),
  OPENAI_TIMEOUT_MS: positiveInt(60000),
  OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),

  /** RSS/Atom search URL with {query} for news on watched companies; none = sample items only. */
  NEWS_FEED_URL_TEMPLATE: z.preprocess(
    empty,
    z
      .url()
      .refine((value) => value.includes("{query}"), {
        error: "NEWS_FEED_URL_TEMPLATE must contain {query}",
      })
      .optional(),
  ),

  /** Seconds between a notification and the batched email that lists it (and any that follow). */
  NOTIFICATION_EMAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(120),

  /**
   * Renewal reminders: days before a contract's end when its owners are reminded, comma-separated
   * (each fires once per contract). Whole numbers from 1 to 3650.
   */
  CONTRACT_RENEWAL_REMINDER_DAYS: z.preprocess(
    empty,
    z
      .string()
      .default("180,90,30")
      .transform((value) => value.split(",").map((item) => item.trim()))
      .pipe(
        z
          .array(z.coerce.number<string>().int().min(1).max(3650))
          .min(1)
          .transform((days) => [...new Set(days)].sort((a, b) => b - a)),
      ),
  ),

  /** Webhooks: how long one delivery attempt may take before it counts as timed out. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /**
   * Webhooks: networks (CIDR, comma-separated) a delivery may reach although they are private,
   * loopback or link-local, e.g. "127.0.0.1/32" for a test receiver. Empty: none.
   */
  WEBHOOK_ALLOWED_PRIVATE_NETWORKS: z.preprocess(empty, z.string().default("")),

  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** The parsed environment. Throws with every invalid variable named when a setting is malformed. */
export function getEnv(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
      .join("; ");
    throw new Error(`Invalid environment configuration: ${problems}`);
  }
  cached = parsed.data;
  return cached;
}

/** Forget the parsed environment (tests change variables between cases). */
export function resetEnvCache(): void {
  cached = undefined;
}
