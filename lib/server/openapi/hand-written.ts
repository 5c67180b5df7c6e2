import "server-only";
import { z } from "zod";
import type { RouteSpec } from "@/lib/server/http/route";
import { healthOkSchema, healthUnavailableSchema } from "@/lib/shared/schemas/health";

type Described = Pick<RouteSpec, "auth" | "summary" | "responses" | "query">;

const inngest = (summary: string): Described => ({
  // Inngest authenticates its calls with request signatures (INNGEST_SIGNING_KEY), not a session.
  auth: "public",
  summary,
  responses: { 200: null },
});

/**
 * Handlers written by hand (not with route()), described for the API description by method and
 * path. Each says here what its own code does; the catch-all of unknown paths is not part of the
 * API.
 */
export const HAND_WRITTEN: Readonly<Record<string, Described>> = {
  "GET /api/health": {
    auth: "public",
    summary: "Readiness: the database answers and its migrations are applied",
    responses: { 200: healthOkSchema, 503: healthUnavailableSchema },
  },
  "GET /api/bench/baseline": {
    auth: "public",
    summary: "A bare answer of N bytes the benchmark compares with (404 unless PITCHSIDE_BENCH=1)",
    query: z.object({
      bytes: z.string().optional(),
      type: z.enum(["json", "html"]).optional(),
    }),
    responses: { 200: null },
  },
  "GET /api/inngest": inngest("Inngest's endpoint: its introspection (404 without Inngest)"),
  "POST /api/inngest": inngest("Inngest's endpoint: runs a job function step (signed by Inngest)"),
  "PUT /api/inngest": inngest("Inngest's endpoint: registers the job functions (signed)"),
};

/**
 * Paths served by the app that are not part of its API, so the description (and the /developers
 * reference drawn from it) leaves them out: the benchmark's baseline answer (404 unless
 * PITCHSIDE_BENCH=1) and Inngest's endpoint, which only Inngest calls, signed.
 */
export const INTERNAL_API_PATHS: ReadonlySet<string> = new Set([
  "/api/bench/baseline",
  "/api/inngest",
]);
