/**
 * The plain form checks of the signed-in account pages (profile, security, team), whose bundles
 * carry no zod. They sit apart from auth-rules.ts because every module a page imports comes whole:
 * a page that needs only a text of auth-rules should not carry these. The server checks the same
 * requests with the zod schemas, which use the same texts (tests/unit/auth-form-checks.test.ts
 * holds both to the same answers).
 */
import {
  emailProblem,
  fullNameProblem,
  newPasswordProblems,
  PASSWORD_CHANGE_MESSAGES,
  PASSWORD_MAX_LENGTH,
  rawText,
  roleProblem,
  text,
  usernameProblem,
  type RoleName,
} from "@/lib/shared/auth-rules";
import { firstFailure, formCheck } from "@/lib/shared/form-check";

type ChangePasswordValues = {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
  revokeTokens: boolean;
};

/** The Security tab's form (the server checks it with `changePasswordSchema`). */
export const changePasswordCheck = /* @__PURE__ */ formCheck<
  ChangePasswordValues,
  ChangePasswordValues
>((values) => {
  const current = rawText(values.currentPassword);
  const password = rawText(values.newPassword);
  const problems = newPasswordProblems(password, rawText(values.confirmPassword));
  const errors = {
    currentPassword: firstFailure(
      [current.length === 0, PASSWORD_CHANGE_MESSAGES.currentRequired],
      [current.length > PASSWORD_MAX_LENGTH, PASSWORD_CHANGE_MESSAGES.currentIncorrect],
    ),
    newPassword:
      problems.password ??
      firstFailure([password === current, PASSWORD_CHANGE_MESSAGES.sameAsCurrent]),
    confirmPassword: problems.confirmPassword,
    revokeTokens: firstFailure([
      values.revokeTokens !== undefined && typeof values.revokeTokens !== "boolean",
      PASSWORD_CHANGE_MESSAGES.revokeTokens,
    ]),
  };
  if (Object.values(errors).some(Boolean)) return { errors };
  return {
    data: {
      currentPassword: current,
      newPassword: password,
      confirmPassword: rawText(values.confirmPassword),
      revokeTokens: values.revokeTokens ?? true,
    },
  };
});

type ProfileValues = { fullName: string; company: string; jobTitle: string; bio: string };
type ProfileInput = { [K in keyof ProfileValues]?: string | null };

/** Optional free text: trimmed, at most `max` characters, empty is none (null). */
function optionalTextProblem(value: unknown, max: number, label: string) {
  if (value === undefined || value === null) return { value };
  if (typeof value !== "string") return { problem: `${label} must be text` };
  const text = value.trim();
  if (text.length > max) return { problem: `${label} must be at most ${max} characters` };
  return { value: text === "" ? null : text };
}

/** The profile form (the server checks it with `profileUpdateSchema`). */
export const profileCheck = /* @__PURE__ */ formCheck<ProfileValues, ProfileInput>((values) => {
  const name = optionalTextProblem(values.fullName, 255, "Full name");
  const fullNameError =
    name.problem ?? (typeof name.value === "string" ? fullNameProblem(name.value) : undefined);
  const fields = {
    company: optionalTextProblem(values.company, 255, "Company"),
    jobTitle: optionalTextProblem(values.jobTitle, 255, "Job title"),
    bio: optionalTextProblem(values.bio, 2000, "Bio"),
  };
  const errors = {
    fullName: fullNameError,
    company: fields.company.problem,
    jobTitle: fields.jobTitle.problem,
    bio: fields.bio.problem,
  };
  if (Object.values(errors).some(Boolean)) return { errors };
  const data: ProfileInput = {};
  const present = { fullName: name, ...fields };
  for (const key of Object.keys(present) as Array<keyof ProfileValues>) {
    if (key in values) data[key] = present[key].value ?? null;
  }
  return { data };
});

type TeamMemberValues = {
  username: string;
  email: string;
  password: string;
  fullName: string;
  role: RoleName;
};

/** An admin's New member form (the server checks it with `teamMemberCreateSchema`). */
export const teamMemberCheck = /* @__PURE__ */ formCheck<
  TeamMemberValues,
  Omit<TeamMemberValues, "fullName"> & { fullName: string | null }
>((values) => {
  const username = text(values.username);
  const email = text(values.email);
  const password = rawText(values.password);
  const fullName = typeof values.fullName === "string" ? values.fullName.trim() : "";
  const errors = {
    username: usernameProblem(username),
    email: emailProblem(values.email),
    password: newPasswordProblems(password, password).password,
    fullName: fullNameProblem(fullName),
    role: roleProblem(values.role),
  };
  if (Object.values(errors).some(Boolean)) return { errors };
  return {
    data: { username, email, password, fullName: fullName || null, role: values.role ?? "user" },
  };
});

/** An admin's Invite form (the server checks it with `invitationCreateSchema`). */
export const invitationCheck = /* @__PURE__ */ formCheck<
  { email: string; role: RoleName },
  { email: string; role: RoleName }
>((values) => {
  const errors = { email: emailProblem(values.email), role: roleProblem(values.role) };
  if (errors.email || errors.role) return { errors };
  return { data: { email: text(values.email), role: values.role ?? "user" } };
});
