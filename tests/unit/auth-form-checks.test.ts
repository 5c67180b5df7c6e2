import {
  changePasswordCheck,
  invitationCheck,
  profileCheck,
  teamMemberCheck,
} from "@/lib/shared/account-form-checks";
import {
  emailRequestCheck,
  invitationAcceptCheck,
  loginCheck,
  registerCheck,
  resetPasswordCheck,
} from "@/lib/shared/auth-rules";
import {
  emailRequestSchema,
  invitationAcceptFormSchema,
  invitationCreateSchema,
  resetPasswordFormSchema,
} from "@/lib/shared/schemas/account";
import {
  changePasswordFormSchema,
  loginSchema,
  profileUpdateSchema,
  registerFormSchema,
  teamMemberCreateSchema,
} from "@/lib/shared/schemas/user";

/**
 * The sign-in page checks its forms without zod; the server checks the same requests with the zod
 * schemas. Both must refuse the same values with the same first message per field, and accept the
 * same values with the same parsed result.
 */
type Parsed = {
  success: boolean;
  data?: unknown;
  error?: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
};

function firstMessages(result: Parsed): unknown {
  if (result.success) return { ok: result.data };
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message;
  return messages;
}

const long = (n: number, c = "a") => c.repeat(n);

describe("the sign-in page's plain form checks", () => {
  test.each([
    { username: "", password: "" },
    { username: "   ", password: "x" },
    { username: " ada ", password: "secret", rememberMe: true },
    { username: long(256), password: long(129) },
    { username: "ada", password: long(128) },
  ])("login %#", (values) => {
    expect(firstMessages(loginCheck.safeParse(values))).toEqual(
      firstMessages(loginSchema.safeParse(values)),
    );
  });

  const base = {
    username: "ada",
    email: "ada@example.com",
    fullName: "",
    password: "correct horse",
    confirmPassword: "correct horse",
  };
  test.each([
    base,
    { ...base, fullName: "  Ada Lovelace " },
    { ...base, username: "" },
    { ...base, username: "a b" },
    { ...base, username: long(51) },
    { ...base, email: "" },
    { ...base, email: "not-an-email" },
    { ...base, email: ` ${long(250)}@example.com` },
    { ...base, email: " Ada@Example.com " },
    { ...base, password: "short", confirmPassword: "short" },
    { ...base, password: long(129), confirmPassword: long(129) },
    { ...base, confirmPassword: "" },
    { ...base, confirmPassword: "something else" },
    { ...base, username: "", confirmPassword: "something else" },
    { ...base, fullName: long(256) },
    { ...base, fullName: "undefined" },
    { ...base, fullName: "Ada\tLovelace" },
    { ...base, fullName: "---" },
  ])("register %#", (values) => {
    expect(firstMessages(registerCheck.safeParse(values))).toEqual(
      firstMessages(registerFormSchema.safeParse(values)),
    );
  });

  test.each(["", "  ", "a@b", "ada@example.com", " ada@example.com ", "a..b@example.com"])(
    "email request %p",
    (email) => {
      expect(firstMessages(emailRequestCheck.safeParse({ email }))).toEqual(
        firstMessages(emailRequestSchema.safeParse({ email })),
      );
    },
  );

  /** The parsed values without the confirmation, which the forms never send. */
  const sent = (result: Parsed): unknown => {
    const shown = firstMessages(result);
    if (!result.success) return shown;
    const { confirmPassword: _confirm, ...rest } = result.data as Record<string, unknown>;
    return { ok: rest };
  };

  test.each([
    { password: "correct horse", confirmPassword: "correct horse" },
    { password: "short", confirmPassword: "short" },
    { password: long(129), confirmPassword: long(129) },
    { password: "correct horse", confirmPassword: "" },
    { password: "short", confirmPassword: "different" },
  ])("password reset %#", (values) => {
    expect(sent(resetPasswordCheck.safeParse(values))).toEqual(
      sent(resetPasswordFormSchema.safeParse(values)),
    );
  });

  const invited = {
    username: "grace",
    fullName: "",
    password: "correct horse",
    confirmPassword: "correct horse",
  };
  test.each([
    invited,
    { ...invited, fullName: " Grace Hopper " },
    { ...invited, username: "" },
    { ...invited, username: "g h" },
    { ...invited, username: long(51) },
    { ...invited, fullName: "null" },
    { ...invited, password: "short", confirmPassword: "short" },
    { ...invited, confirmPassword: "something else" },
    { ...invited, username: "", confirmPassword: "" },
  ])("invitation %#", (values) => {
    expect(sent(invitationAcceptCheck.safeParse(values))).toEqual(
      sent(invitationAcceptFormSchema.safeParse(values)),
    );
  });

  const change = {
    currentPassword: "old secret",
    newPassword: "correct horse",
    confirmPassword: "correct horse",
    revokeTokens: true,
  };
  test.each([
    change,
    { ...change, revokeTokens: false },
    { ...change, currentPassword: "" },
    { ...change, currentPassword: long(129) },
    { ...change, newPassword: "short", confirmPassword: "short" },
    { ...change, newPassword: long(129), confirmPassword: long(129) },
    { ...change, newPassword: "old secret", confirmPassword: "old secret" },
    { ...change, confirmPassword: "" },
    { ...change, confirmPassword: "something else" },
    { ...change, currentPassword: "", confirmPassword: "something else" },
    { ...change, newPassword: "short", confirmPassword: "different" },
  ])("password change %#", (values) => {
    expect(firstMessages(changePasswordCheck.safeParse(values))).toEqual(
      firstMessages(changePasswordFormSchema.safeParse(values)),
    );
  });

  const profile = { fullName: "Ada Lovelace", company: "", jobTitle: "", bio: "" };
  test.each([
    profile,
    { ...profile, fullName: "", company: " Analytical Engines ", jobTitle: "  " },
    { ...profile, fullName: "undefined" },
    { ...profile, fullName: "Ada\tLovelace" },
    { ...profile, fullName: "---" },
    { ...profile, fullName: long(256) },
    { ...profile, company: long(256) },
    { ...profile, jobTitle: long(256), bio: long(2001) },
    { ...profile, bio: ` ${long(2000)} ` },
    { fullName: "Ada" },
  ])("profile %#", (values) => {
    expect(firstMessages(profileCheck.safeParse(values))).toEqual(
      firstMessages(profileUpdateSchema.safeParse(values)),
    );
  });

  const member = {
    username: "grace",
    email: "grace@example.com",
    password: "correct horse",
    fullName: "",
    role: "user",
  };
  test.each([
    member,
    { ...member, fullName: " Grace Hopper ", role: "admin", email: " Grace@Example.com " },
    { ...member, username: "", email: "nope" },
    { ...member, username: long(51), password: "short" },
    { ...member, password: long(129), fullName: "NaN" },
    { ...member, role: "owner" },
    { ...member, fullName: long(256) },
  ])("team member %#", (values) => {
    expect(firstMessages(teamMemberCheck.safeParse(values))).toEqual(
      firstMessages(teamMemberCreateSchema.safeParse(values)),
    );
  });

  test.each([
    { email: "grace@example.com", role: "user" },
    { email: " grace@example.com ", role: "admin" },
    { email: "", role: "user" },
    { email: "grace@example.com", role: "owner" },
    { email: "bad", role: "owner" },
  ])("invitation create %#", (values) => {
    expect(firstMessages(invitationCheck.safeParse(values))).toEqual(
      firstMessages(invitationCreateSchema.safeParse(values)),
    );
  });

  test("a refusal names the field and the rule", () => {
    expect(firstMessages(registerCheck.safeParse({ ...base, confirmPassword: "x" }))).toEqual({
      confirmPassword: "Passwords do not match",
    });
  });
});
