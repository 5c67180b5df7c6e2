/**
 * The event brand form's checks as plain code, so the pages with that form (the brand list, a
 * brand's page, the admin panel) load no zod. The server checks the same request with
 * `eventBrandCreateSchema` (schemas/event-brand.ts), which gives the same messages.
 */
import { firstFailure, formCheck } from "@/lib/shared/form-check";
import { nameProblem } from "@/lib/shared/name-rule";

export const EVENT_BRAND_MESSAGES = {
  nameRequired: "Event name is required",
  duplicate: "An event brand with this name already exists",
  nameTooLong: "Event name must be at most 255 characters",
} as const;

/** The limits of the optional text fields: [field, label, most characters]. */
export const EVENT_BRAND_TEXT_FIELDS = [
  ["website", "Website", 500],
  ["description", "Description", 5000],
  ["industry", "Industry", 100],
  ["audience", "Audience", 2000],
] as const;

type TextField = (typeof EVENT_BRAND_TEXT_FIELDS)[number][0];
type Values = { name: string } & Partial<Record<TextField, string | null>>;
type Input = { name: string } & Partial<Record<TextField, string | null>>;

/** A new or edited event brand: the name required and by the name rule, the rest trimmed. */
export const eventBrandFormCheck = /* @__PURE__ */ formCheck<Values, Input>((values) => {
  const name = typeof values.name === "string" ? values.name.trim() : "";
  const errors: Partial<Record<keyof Values & string, string>> = {
    name:
      typeof values.name !== "string"
        ? EVENT_BRAND_MESSAGES.nameRequired
        : (firstFailure(
            [name.length === 0, EVENT_BRAND_MESSAGES.nameRequired],
            [name.length > 255, EVENT_BRAND_MESSAGES.nameTooLong],
          ) ??
          nameProblem(name) ??
          undefined),
  };
  const data: Input = { name };
  for (const [field, label, max] of EVENT_BRAND_TEXT_FIELDS) {
    const raw = values[field];
    if (raw !== undefined && raw !== null && typeof raw !== "string") {
      errors[field] = `${label} must be text`;
      continue;
    }
    const text = raw?.trim() ?? "";
    if (text.length > max) errors[field] = `${label} must be at most ${max} characters`;
    data[field] = text === "" ? null : text;
  }
  return Object.values(errors).some(Boolean) ? { errors } : { data };
});
