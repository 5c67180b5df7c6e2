import { z } from "zod";
import { SOCIAL_NETWORKS, type PropertyReach, type ReachInput } from "@/lib/shared/inventory";
import { dateRule } from "./common";

/**
 * A property's (or one event's) audience inputs, as the API answers and an admin edits them
 * (the shape of PropertyReach in lib/shared/inventory.ts). An edit replaces the whole set: an
 * input left out is no longer set, so a valuation names it missing.
 */

/** The largest audience figure taken: more people than live on Earth is a typing mistake. */
export const MAX_REACH = 10_000_000_000;

export const REACH_MESSAGES = {
  value: "An audience figure must be a number of 0 or more",
  tooLarge: "An audience figure must be at most 10,000,000,000",
  sourceName: "A source needs a name of at most 200 characters",
  sourceUrl: "A source address must be a web address (http or https)",
  sourceDate: "A source date must be a date (YYYY-MM-DD)",
  estimate: "estimate must be true or false",
  unknownField:
    "Audience inputs take attendancePerEvent, broadcastViewersPerEvent and socialFollowers",
} as const;

const reachSourceSchema = z.object(
  {
    name: z
      .string({ error: REACH_MESSAGES.sourceName })
      .trim()
      .min(1, { error: REACH_MESSAGES.sourceName })
      .max(200, { error: REACH_MESSAGES.sourceName }),
    url: z
      .string({ error: REACH_MESSAGES.sourceUrl })
      .trim()
      .max(2000, { error: REACH_MESSAGES.sourceUrl })
      .regex(/^https?:\/\/\S+$/i, { error: REACH_MESSAGES.sourceUrl })
      .nullish()
      .transform((value) => value ?? null),
    date: z
      .string({ error: REACH_MESSAGES.sourceDate })
      .meta({ format: "date" })
      .superRefine(dateRule({ label: "A source date", format: REACH_MESSAGES.sourceDate }))
      .nullish()
      .transform((value) => value ?? null),
  },
  { error: REACH_MESSAGES.sourceName },
);

export const reachInputSchema = z.object(
  {
    value: z
      .number({ error: REACH_MESSAGES.value })
      .min(0, { error: REACH_MESSAGES.value })
      .max(MAX_REACH, { error: REACH_MESSAGES.tooLarge }),
    source: reachSourceSchema.nullable().default(null),
    estimate: z.boolean({ error: REACH_MESSAGES.estimate }).default(false),
  },
  { error: REACH_MESSAGES.value },
);

const socialFollowersSchema = z.strictObject(
  {
    instagram: reachInputSchema.optional(),
    x: reachInputSchema.optional(),
    youtube: reachInputSchema.optional(),
    tiktok: reachInputSchema.optional(),
    facebook: reachInputSchema.optional(),
  } satisfies Record<(typeof SOCIAL_NETWORKS)[number], unknown>,
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `socialFollowers takes the networks ${SOCIAL_NETWORKS.join(", ")}`
        : "socialFollowers must map networks to audience inputs",
  },
);

export const propertyReachSchema = z
  .strictObject(
    {
      attendancePerEvent: reachInputSchema.optional(),
      broadcastViewersPerEvent: reachInputSchema.optional(),
      socialFollowers: socialFollowersSchema.optional(),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? REACH_MESSAGES.unknownField
          : "reach must be an object of audience inputs",
    },
  )
  .meta({
    description:
      "Audience inputs: attendance and broadcast viewers per event, followers per social network; each with its source and whether it is an estimate. Any may be missing.",
  });

// The schema's answer is the shared type (checked here, so the two cannot drift apart).
const _sameShape = (value: z.output<typeof propertyReachSchema>): PropertyReach => value;
void _sameShape;

/**
 * The inputs as answered: the same shape with every source's address and date present (null when
 * none), and no transforms, so the answer converts to JSON Schema (OpenAPI, MCP tool outputs).
 */
const answeredInput = z.object({
  value: z.number(),
  source: z
    .object({ name: z.string(), url: z.string().nullable(), date: z.string().nullable() })
    .nullable(),
  estimate: z.boolean(),
});
export const reachAnswerSchema = z.object({
  attendancePerEvent: answeredInput.optional(),
  broadcastViewersPerEvent: answeredInput.optional(),
  socialFollowers: z
    .object({
      instagram: answeredInput.optional(),
      x: answeredInput.optional(),
      youtube: answeredInput.optional(),
      tiktok: answeredInput.optional(),
      facebook: answeredInput.optional(),
    })
    .optional(),
});

export type Reach = z.output<typeof reachAnswerSchema>;

/** A stored set of inputs as the API answers it: a source's missing address or date is null. */
export function reachAnswer(reach: PropertyReach | null | undefined): Reach {
  const input = (value: ReachInput | undefined) =>
    value && {
      value: value.value,
      estimate: value.estimate,
      source: value.source
        ? {
            name: value.source.name,
            url: value.source.url ?? null,
            date: value.source.date ?? null,
          }
        : null,
    };
  const answer: Reach = {};
  if (reach?.attendancePerEvent) answer.attendancePerEvent = input(reach.attendancePerEvent);
  if (reach?.broadcastViewersPerEvent)
    answer.broadcastViewersPerEvent = input(reach.broadcastViewersPerEvent);
  if (reach?.socialFollowers) {
    answer.socialFollowers = {};
    for (const network of SOCIAL_NETWORKS) {
      const value = reach.socialFollowers[network];
      if (value) answer.socialFollowers[network] = input(value);
    }
  }
  return answer;
}
