import { z } from "zod";
import {
  AUTH_MESSAGES,
  EMAIL_MAX_LENGTH,
  PASSWORD_CHANGE_MESSAGES,
  ROLE_MESSAGE,
  ROLES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_PATTERN,
} from "@/lib/shared/auth-rules";
import { bodyId, nameSchema } from "./common";

export { PASSWORD_CHANGE_MESSAGES };

/** Why the server refuses a new password that passes the length rules. */
export const PASSWORD_POLICY_MESSAGES = {
  common:
    "This password is too common. Choose a longer phrase that is not on lists of common passwords.",
  personal: "The password must not contain your username, your email or the product's name.",
  repetitive: "The password must not be one character repeated.",
} as const;

/** A required text field whose missing, empty and wrong-typed forms all give the same message. */
const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message });

/**
 * A person's full name where one is optional: the one name rule (trimmed, no control characters,
 * a letter or digit, no placeholder words), at most 255 characters; empty or absent is none.
 */
export const personNameField = () =>
  nameSchema({
    required: false,
    tooLong: "Full name must be at most 255 characters",
    typeError: "Full name must be text",
    label: "Full name",
  })
    .nullish()
    .transform((value) => (value ? value : null));

/** The same rule in a form, whose value stays text. */
export const personNameFormField = () =>
  nameSchema({
    required: false,
    tooLong: "Full name must be at most 255 characters",
    typeError: "Full name must be text",
    label: "Full name",
  }).optional();

/** Optional free text: null and empty strings are stored as null. */
export const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullish()
    .transform((value) => (value ? value : null));

export const usernameSchema = requiredText(AUTH_MESSAGES.usernameRequired)
  .max(USERNAME_MAX_LENGTH, { error: AUTH_MESSAGES.usernameTooLong })
  .regex(USERNAME_PATTERN, { error: AUTH_MESSAGES.usernameCharacters });

export const loginSchema = z.object({
  // Sign-in accepts whatever was registered; the format rules apply when an account is created.
  username: requiredText(AUTH_MESSAGES.usernameRequired).max(255),
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, { error: AUTH_MESSAGES.passwordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: AUTH_MESSAGES.passwordRequired }),
  rememberMe: z.boolean({ error: "rememberMe must be true or false" }).default(false),
});
export type LoginInput = z.infer<typeof loginSchema>;

const passwordSchema = z
  .string({ error: AUTH_MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: AUTH_MESSAGES.passwordTooLong });

/** What the server accepts at POST /api/register (the confirmation is never sent). */
export const registerSchema = z.object({
  username: usernameSchema,
  email: z
    .string({ error: AUTH_MESSAGES.invalidEmail })
    .trim()
    .max(EMAIL_MAX_LENGTH, { error: AUTH_MESSAGES.emailTooLong })
    .pipe(z.email({ error: AUTH_MESSAGES.invalidEmail })),
  password: passwordSchema,
  fullName: personNameField(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The registration form: the server's fields plus the confirmation, checked in the browser. */
export const registerFormSchema = registerSchema
  .extend({
    fullName: personNameFormField(),
    confirmPassword: z
      .string({ error: AUTH_MESSAGES.confirmRequired })
      .min(1, { error: AUTH_MESSAGES.confirmRequired }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: AUTH_MESSAGES.passwordsDiffer,
    path: ["confirmPassword"],
  });

const changePasswordFields = {
  currentPassword: z
    .string({ error: PASSWORD_CHANGE_MESSAGES.currentRequired })
    .min(1, { error: PASSWORD_CHANGE_MESSAGES.currentRequired })
    .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_CHANGE_MESSAGES.currentIncorrect }),
  newPassword: passwordSchema,
  /** Also revoke every API token of the account (on unless the request says false). */
  revokeTokens: z
    .boolean({ error: PASSWORD_CHANGE_MESSAGES.revokeTokens })
    .default(true)
    .meta({ description: "Also revoke all of your API tokens (default true)." }),
};
const newDiffersFromCurrent = (form: { currentPassword: string; newPassword: string }) =>
  form.newPassword !== form.currentPassword;
const sameAsCurrent = { error: PASSWORD_CHANGE_MESSAGES.sameAsCurrent, path: ["newPassword"] };

/** What the server accepts at POST /api/user/password (the confirmation is never sent). */
export const changePasswordSchema = z
  .object(changePasswordFields)
  .refine(newDiffersFromCurrent, sameAsCurrent);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The Security tab's form: the server's fields plus the confirmation, checked in the browser. */
export const changePasswordFormSchema = z
  .object({
    ...changePasswordFields,
    confirmPassword: z
      .string({ error: AUTH_MESSAGES.confirmRequired })
      .min(1, { error: AUTH_MESSAGES.confirmRequired }),
  })
  .refine(newDiffersFromCurrent, sameAsCurrent)
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: AUTH_MESSAGES.passwordsDiffer,
    path: ["confirmPassword"],
  });

export const profileUpdateSchema = z
  .object({
    fullName: personNameField(),
    company: optionalText(255, "Company"),
    jobTitle: optionalText(255, "Job title"),
    bio: optionalText(2000, "Bio"),
  })
  .partial()
  .strict();
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** POST /api/user/password: done, and how many other sessions were signed out. */
export const passwordChangedSchema = z.object({
  message: z.string(),
  sessionsEnded: z.number().meta({ description: "How many of the user's other sessions ended." }),
  tokensRevoked: z
    .number()
    .meta({ description: "How many of the user's API tokens were revoked." }),
});
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;

export { ROLES };
export type Role = (typeof ROLES)[number];

export const publicUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  role: z.string(),
  profilePicture: z.string().nullable(),
  company: z.string().nullable(),
  jobTitle: z.string().nullable(),
  bio: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastLogin: z.iso.datetime().nullable(),
  previousLogin: z.iso
    .datetime()
    .nullable()
    .meta({ description: "The sign-in before the last one (shown as 'Last signed in')." }),
  isActive: z.boolean(),
  /** Whether the owner proved the address (self-registered accounts start unverified). */
  emailVerified: z.boolean(),
  /** An admin forced a password reset: the current password no longer signs in. */
  passwordResetRequired: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Admin changes to another account on /teams. */
export const teamMemberUpdateSchema = z
  .object({
    role: z.enum(ROLES, { error: ROLE_MESSAGE }),
    isActive: z.boolean({ error: "isActive must be true or false" }),
  })
  .partial()
  .strict()
  .refine((value) => value.role !== undefined || value.isActive !== undefined, {
    error: "Nothing to change: send role or isActive",
  });

/** An admin creating an account (no allow-list: the admin vouches for the address). */
export const teamMemberCreateSchema = registerSchema.extend({
  role: z.enum(ROLES, { error: ROLE_MESSAGE }).default("user"),
});

export const DISPLAY_MODES = ["light", "dark"] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];

export const userSettingsSchema = z.object({
  displayMode: z.enum(DISPLAY_MODES),
  defaultEventBrandId: z.number().int().positive().nullable(),
  notificationsEnabled: z.boolean(),
  emailNotifications: z.boolean(),
  updatedAt: z.iso.datetime().nullable().meta({ description: "Null until first saved." }),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const userSettingsUpdateSchema = z
  .object({
    displayMode: z.enum(DISPLAY_MODES, { error: "Display mode must be light or dark" }),
    defaultEventBrandId: bodyId("defaultEventBrandId", {
      error: "Default event brand must be an event brand id",
    }).nullable(),
    notificationsEnabled: z.boolean({ error: "notificationsEnabled must be true or false" }),
    emailNotifications: z.boolean({ error: "emailNotifications must be true or false" }),
  })
  .partial()
  .strict();
export type UserSettingsUpdate = z.infer<typeof userSettingsUpdateSchema>;
