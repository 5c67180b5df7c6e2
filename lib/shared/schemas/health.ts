import { z } from "zod";

/** GET /api/health when the database answers and the migrations are applied. */
export const healthOkSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["postgres", "pglite"]),
  /** Set-up problems worth fixing (instances that cannot see each other's files). */
  warnings: z.array(z.string()).optional(),
});

/** GET /api/health when something it needs is unavailable (503, with Retry-After). */
export const healthUnavailableSchema = z.object({
  status: z.literal("unavailable"),
  database: z.enum(["unreachable", "not-migrated"]),
  error: z.string(),
  code: z.literal("SERVICE_UNAVAILABLE"),
});

export type HealthOk = z.infer<typeof healthOkSchema>;
export type HealthUnavailable = z.infer<typeof healthUnavailableSchema>;
