import { z } from "zod";
import { nameSchema, patchSchema } from "./common";
import { propertyReachSchema, reachAnswerSchema } from "./reach";
import { optionalText } from "./user";
import { EVENT_BRAND_MESSAGES } from "@/lib/shared/event-brand-form";

export const eventBrandSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  industry: z.string().nullable(),
  website: z.string().nullable(),
  audience: z.string().nullable(),
  createdAt: z.string(),
  /** Specific events scheduled under this brand. */
  eventCount: z.number(),
  /** Audience inputs of the property (attendance, broadcast, social) for valuations. */
  reach: reachAnswerSchema,
});
export type EventBrand = z.infer<typeof eventBrandSchema>;

export { EVENT_BRAND_MESSAGES } from "@/lib/shared/event-brand-form";

const name = nameSchema({
  required: EVENT_BRAND_MESSAGES.nameRequired,
  tooLong: EVENT_BRAND_MESSAGES.nameTooLong,
});

/** Admin form: name required; website free text with no format check; description optional. */
export const eventBrandCreateSchema = z.object({
  name,
  website: optionalText(500, "Website"),
  description: optionalText(5000, "Description"),
  industry: optionalText(100, "Industry"),
  audience: optionalText(2000, "Audience"),
});
export type EventBrandCreateInput = z.infer<typeof eventBrandCreateSchema>;
/** What a client sends (optional fields may be left out or empty). */
export type EventBrandCreateBody = z.input<typeof eventBrandCreateSchema>;

/** PATCH: any form field, and the audience inputs (`reach` replaces the whole set). */
export const eventBrandUpdateSchema = patchSchema({
  ...eventBrandCreateSchema.shape,
  reach: propertyReachSchema,
});
export type EventBrandUpdateInput = z.infer<typeof eventBrandUpdateSchema>;
export type EventBrandUpdateBody = z.input<typeof eventBrandUpdateSchema>;

/** POST /api/event-brands/{id}/upload-logo: the stored logo's address and the property. */
export const eventBrandLogoAnswerSchema = z.object({
  logoUrl: eventBrandSchema.shape.logoUrl,
  eventBrand: eventBrandSchema,
});

/** POST /api/admin/import-liv-events: the import runs after this answer. */
export const livImportStartedSchema = z.object({
  message: z.string(),
  status: z.literal("started"),
  season: z.number().meta({ description: "The season imported: the one not yet over today." }),
});
