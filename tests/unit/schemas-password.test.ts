import { sessionHandleParams } from "@/lib/shared/schemas/session";
import { changePasswordFormSchema, changePasswordSchema } from "@/lib/shared/schemas/user";

const issues = (result: { error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]);

describe("changePasswordSchema", () => {
  it("accepts a current and a different new password; the API tokens are revoked unless declined", () => {
    expect(
      changePasswordSchema.parse({ currentPassword: "old-one", newPassword: "a new phrase" }),
    ).toEqual({ currentPassword: "old-one", newPassword: "a new phrase", revokeTokens: true });
    expect(
      changePasswordSchema.parse({
        currentPassword: "old-one",
        newPassword: "a new phrase",
        revokeTokens: false,
      }),
    ).toEqual({ currentPassword: "old-one", newPassword: "a new phrase", revokeTokens: false });
    expect(
      issues(
        changePasswordSchema.safeParse({
          currentPassword: "old-one",
          newPassword: "a new phrase",
          revokeTokens: "no",
        }),
      ),
    ).toEqual([["revokeTokens", "revokeTokens must be true or false"]]);
  });

  it.each([
    [{ newPassword: "a new phrase" }, "currentPassword", "Current password is required"],
    [
      { currentPassword: "", newPassword: "a new phrase" },
      "currentPassword",
      "Current password is required",
    ],
    [
      { currentPassword: "old-one", newPassword: "short" },
      "newPassword",
      "Password must be at least 8 characters",
    ],
    [
      { currentPassword: "old-one", newPassword: "x".repeat(129) },
      "newPassword",
      "Password must be at most 128 characters",
    ],
    [
      { currentPassword: "same phrase", newPassword: "same phrase" },
      "newPassword",
      "The new password must be different from the current one",
    ],
  ])("%j → %s: %s", (input, path, message) => {
    expect(issues(changePasswordSchema.safeParse(input))[0]).toEqual([path, message]);
  });
});

describe("changePasswordFormSchema", () => {
  it("puts 'Passwords do not match' on the confirmation", () => {
    const result = changePasswordFormSchema.safeParse({
      currentPassword: "old-one",
      newPassword: "a new phrase",
      confirmPassword: "a new phrase!",
    });
    expect(issues(result)).toEqual([["confirmPassword", "Passwords do not match"]]);
  });

  it("asks for the confirmation", () => {
    const result = changePasswordFormSchema.safeParse({
      currentPassword: "old-one",
      newPassword: "a new phrase",
      confirmPassword: "",
    });
    expect(issues(result)[0]).toEqual(["confirmPassword", "Please confirm your password"]);
  });
});

describe("sessionHandleParams", () => {
  it.each(["0123456789abcdef"])("accepts %s", (id) => {
    expect(sessionHandleParams.parse({ id })).toEqual({ id });
  });
  it.each(["", "0123456789ABCDEF", "0123456789abcde", "0123456789abcdef0", "zzzzzzzzzzzzzzzz"])(
    "refuses %j",
    (id) => {
      expect(sessionHandleParams.safeParse({ id }).success).toBe(false);
    },
  );
});
