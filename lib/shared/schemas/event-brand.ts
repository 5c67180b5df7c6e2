import { z } from "zod";

export const eventBrandSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  industry: z.string().nullable(),
  website: z.string().nullable(),
  audience: z.string().nullable(),
  createdAt: z.string(),
});
export type EventBrand = z.infer<typeof eventBrandSchema>;
