import {
  loginSchema,
  profileUpdateSchema,
  registerFormSchema,
  registerSchema,
  userSettingsUpdateSchema,
} from "@/lib/shared/schemas/user";

const firstError = (result: {
  success: boolean;
  error?: { issues: Array<{ message: string; path: PropertyKey[] }> };
}) => result.error?.issues[0];

describe("loginSchema", () => {
  it("defaults rememberMe to false and trims the username", () => {
    expect(loginSchema.parse({ username: "  ada ", password: "x" })).toEqual({
      username: "ada",
      password: "x",
      rememberMe: false,
    });
  });
  it.each([
    [{ password: "x" }, "Username is required"],
    [{ username: "", password: "x" }, "Username is required"],
    [{ username: "ada" }, "Password is required"],
    [{ username: "ada", password: "" }, "Password is required"],
  ])("%j → %s", (input, message) => {
    expect(firstError(loginSchema.safeParse(input))?.message).toBe(message);
  });
});

describe("registration", () => {
  const valid = { username: "ada", email: "ada@example.com", password: "12345678" };
  it("accepts a valid registration without a full name", () => {
    expect(registerSchema.parse(valid)).toEqual({ ...valid, fullName: null });
  });
  it.each([
    [{ ...valid, email: "nope" }, "Invalid email format"],
    [{ ...valid, password: "1234567" }, "Password must be at least 8 characters"],
    [
      { ...valid, username: "has space" },
      "Username may contain only letters, numbers, dots, hyphens and underscores",
    ],
  ])("%j → %s", (input, message) => {
    expect(firstError(registerSchema.safeParse(input))?.message).toBe(message);
  });
  it("the form checks the confirmation on the confirm field", () => {
    const missing = registerFormSchema.safeParse({ ...valid, confirmPassword: "" });
    expect(firstError(missing)).toMatchObject({
      message: "Please confirm your password",
      path: ["confirmPassword"],
    });
    const differ = registerFormSchema.safeParse({ ...valid, confirmPassword: "87654321" });
    expect(firstError(differ)).toMatchObject({
      message: "Passwords do not match",
      path: ["confirmPassword"],
    });
    expect(
      registerFormSchema.safeParse({ ...valid, confirmPassword: valid.password }).success,
    ).toBe(true);
  });
});

describe("profile and settings updates", () => {
  it("stores empty text as null and refuses unknown fields", () => {
    expect(profileUpdateSchema.parse({ company: "  ", bio: "Hi" })).toEqual({
      company: null,
      bio: "Hi",
    });
    expect(profileUpdateSchema.safeParse({ role: "admin" }).success).toBe(false);
  });
  it("settings accept only known modes and positive brand ids", () => {
    expect(userSettingsUpdateSchema.safeParse({ displayMode: "dark" }).success).toBe(true);
    expect(userSettingsUpdateSchema.safeParse({ displayMode: "sepia" }).success).toBe(false);
    expect(userSettingsUpdateSchema.safeParse({ defaultEventBrandId: -1 }).success).toBe(false);
    expect(userSettingsUpdateSchema.safeParse({ defaultEventBrandId: null }).success).toBe(true);
  });
});
