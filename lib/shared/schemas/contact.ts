import { z } from "zod";

/** A person at a sponsor, as the API answers it. `title` is the person's job title. */
export const contactViewSchema = z.object({
  id: z.number().int(),
  sponsorBrandId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  /** "First Last", for display. */
  name: z.string(),
  title: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  notes: z.string().nullable(),
  isPrimary: z.boolean().meta({ description: "The sponsor's main contact (at most one)." }),
  createdAt: z.string().meta({ format: "date-time" }),
  updatedAt: z.string().meta({ format: "date-time" }),
});
export type ContactView = z.infer<typeof contactViewSchema>;
