import { z } from "zod";
import { nameSchema, patchSchema } from "./common";

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

const PHONE_CHARACTERS = /^[0-9 +().-]*$/;

/** Optional text: trimmed, "" and null mean none (stored as null). */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` });

const orNull = <S extends z.ZodType<string, string>>(schema: S) =>
  schema.transform((value) => (value === "" ? null : value)).nullish();

/** Whether `value` is an https address on linkedin.com (or one of its subdomains). */
export function isLinkedinUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  return url.protocol === "https:" && (host === "linkedin.com" || host.endsWith(".linkedin.com"));
}

export const CONTACT_MESSAGES = {
  firstNameRequired: "First name is required",
  email: "Email must be a valid email address",
  phoneCharacters: "Phone may contain only digits, spaces and + ( ) - .",
  phoneDigit: "Phone must contain a digit",
  linkedin: "LinkedIn URL must be an https address on linkedin.com",
} as const;

/** The fields of a contact as a form and the API take them. */
const contactFields = {
  firstName: nameSchema({
    required: CONTACT_MESSAGES.firstNameRequired,
    tooLong: "First name must be at most 255 characters",
    label: "First name",
  }),
  // A person may go by one name: the last name may be empty.
  lastName: nameSchema({
    required: false,
    tooLong: "Last name must be at most 255 characters",
    typeError: "Last name must be text",
    label: "Last name",
  }),
  title: orNull(optionalText("Title", 255)),
  email: orNull(
    optionalText("Email", 255).refine(
      (value) => value === "" || z.email().safeParse(value).success,
      { error: CONTACT_MESSAGES.email },
    ),
  ),
  phone: orNull(
    optionalText("Phone", 50)
      .regex(PHONE_CHARACTERS, { error: CONTACT_MESSAGES.phoneCharacters })
      .refine((value) => value === "" || /\d/.test(value), { error: CONTACT_MESSAGES.phoneDigit }),
  ),
  linkedinUrl: orNull(
    optionalText("LinkedIn URL", 255).refine((value) => value === "" || isLinkedinUrl(value), {
      error: CONTACT_MESSAGES.linkedin,
    }),
  ),
  notes: orNull(optionalText("Notes", 5000)),
  isPrimary: z.boolean({ error: "isPrimary must be true or false" }),
};

/** The contact form (and the body of a new contact once `name` is split). */
export const contactFormSchema = z.object({
  ...contactFields,
  lastName: contactFields.lastName.default(""),
  isPrimary: contactFields.isPrimary.optional(),
});
export type ContactFormValues = z.input<typeof contactFormSchema>;

/**
 * `name: "First Last"` is a convenience for callers that hold one name: it is split at the last
 * space (no space: all of it is the first name). It cannot be sent with firstName or lastName.
 */
const nameField = nameSchema({
  required: "Name must not be empty",
  max: 511,
  tooLong: "Name must be at most 511 characters",
}).meta({
  description:
    'Instead of firstName and lastName: "First Last", split at the last space (no space: all of it is the first name).',
});

export const CONTACT_NAME_CLASH = "Send either name or firstName and lastName, not both";

function splitName<T extends { name?: string; firstName?: string; lastName?: string }>(
  value: T,
): Omit<T, "name"> {
  const { name, ...rest } = value;
  if (name === undefined) return rest;
  const cut = name.lastIndexOf(" ");
  return cut < 0
    ? { ...rest, firstName: name, lastName: "" }
    : { ...rest, firstName: name.slice(0, cut).trim(), lastName: name.slice(cut + 1) };
}

export const CONTACT_NAME_PARTS_TOO_LONG =
  "Name must be at most 255 characters before its last space and 255 after it";

/** Refuse `name` together with its parts, and a `name` whose parts do not fit a first and last name. */
const oneNameForm = (
  value: { name?: string; firstName?: string; lastName?: string },
  ctx: z.RefinementCtx,
) => {
  if (value.name === undefined) return;
  if (value.firstName !== undefined || value.lastName !== undefined) {
    ctx.addIssue({ code: "custom", path: ["name"], message: CONTACT_NAME_CLASH });
    return;
  }
  const { firstName = "", lastName = "" } = splitName(value);
  if (firstName.length > 255 || lastName.length > 255)
    ctx.addIssue({ code: "custom", path: ["name"], message: CONTACT_NAME_PARTS_TOO_LONG });
};

/** POST /api/sponsor-brands/{id}/contacts. */
export const contactCreateSchema = z
  .object({
    ...contactFormSchema.shape,
    firstName: contactFields.firstName.optional(),
    lastName: contactFields.lastName.optional(),
    name: nameField.optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    oneNameForm(value, ctx);
    if (value.firstName === undefined && !value.name)
      ctx.addIssue({
        code: "custom",
        path: ["firstName"],
        message: CONTACT_MESSAGES.firstNameRequired,
      });
  })
  .transform((value) => {
    const { firstName = "", lastName = "", ...rest } = splitName(value);
    return { ...rest, firstName, lastName };
  });
export type ContactCreateInput = z.output<typeof contactCreateSchema>;

/** PATCH /api/contacts/{id}: any of the fields (or `name`, split as on create). */
export const contactUpdateSchema = patchSchema({ ...contactFields, name: nameField })
  .superRefine(oneNameForm)
  .transform(splitName);
export type ContactUpdateInput = z.output<typeof contactUpdateSchema>;
