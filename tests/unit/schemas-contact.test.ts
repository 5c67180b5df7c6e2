import {
  CONTACT_MESSAGES,
  CONTACT_NAME_CLASH,
  CONTACT_NAME_PARTS_TOO_LONG,
  contactCreateSchema,
  contactUpdateSchema,
  isLinkedinUrl,
} from "@/lib/shared/schemas/contact";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe("contact input", () => {
  it("splits a single name at the last space", () => {
    expect(contactCreateSchema.parse({ name: " Mary Ann Smith " })).toMatchObject({
      firstName: "Mary Ann",
      lastName: "Smith",
    });
    expect(contactCreateSchema.parse({ name: "Cher" })).toMatchObject({
      firstName: "Cher",
      lastName: "",
    });
    expect(contactUpdateSchema.parse({ name: "Ann Lee" })).toEqual({
      firstName: "Ann",
      lastName: "Lee",
    });
  });

  it("stores empty optional fields as null and trims text", () => {
    expect(
      contactCreateSchema.parse({ firstName: " Ann ", lastName: "Lee", email: "", title: " CMO " }),
    ).toMatchObject({ firstName: "Ann", email: null, title: "CMO" });
  });

  it.each([
    [{ lastName: "Lee" }, CONTACT_MESSAGES.firstNameRequired],
    [{ firstName: "NaN" }, 'First name cannot be "NaN"'],
    [{ firstName: "Ann", email: "ann@" }, CONTACT_MESSAGES.email],
    [{ firstName: "Ann", phone: "+44 (0)20 7946-0958 ext" }, CONTACT_MESSAGES.phoneCharacters],
    [{ firstName: "Ann", phone: "+-()" }, CONTACT_MESSAGES.phoneDigit],
    [{ firstName: "Ann", phone: "1".repeat(51) }, "Phone must be at most 50 characters"],
    [{ firstName: "Ann", linkedinUrl: "http://linkedin.com/in/ann" }, CONTACT_MESSAGES.linkedin],
    [
      { firstName: "Ann", linkedinUrl: "https://evil-linkedin.com/in/a" },
      CONTACT_MESSAGES.linkedin,
    ],
    [{ firstName: "Ann", notes: "x".repeat(5001) }, "Notes must be at most 5000 characters"],
    [{ firstName: "Ann", isPrimary: "yes" }, "isPrimary must be true or false"],
  ])("refuses case %#", (input, message) => {
    expect(firstMessage(contactCreateSchema.safeParse(input))).toBe(message);
  });

  it("accepts LinkedIn addresses on linkedin.com and its subdomains only", () => {
    expect(isLinkedinUrl("https://www.linkedin.com/in/ann-lee")).toBe(true);
    expect(isLinkedinUrl("https://linkedin.com/in/ann")).toBe(true);
    expect(isLinkedinUrl("https://linkedin.com.evil.io/in/ann")).toBe(false);
    expect(isLinkedinUrl("linkedin.com/in/ann")).toBe(false);
  });

  it("refuses a name sent with its parts, or an empty one", () => {
    expect(firstMessage(contactCreateSchema.safeParse({ name: "Ann Lee", firstName: "Ann" }))).toBe(
      CONTACT_NAME_CLASH,
    );
    expect(firstMessage(contactUpdateSchema.safeParse({ name: "Ann", lastName: "Lee" }))).toBe(
      CONTACT_NAME_CLASH,
    );
    expect(firstMessage(contactUpdateSchema.safeParse({ name: " " }))).toBe(
      "Name must not be empty",
    );
  });

  it("refuses a name whose parts do not fit a first and last name", () => {
    const long = "x".repeat(256);
    expect(firstMessage(contactCreateSchema.safeParse({ name: `${long} Lee` }))).toBe(
      CONTACT_NAME_PARTS_TOO_LONG,
    );
    expect(firstMessage(contactUpdateSchema.safeParse({ name: `Ann ${long}` }))).toBe(
      CONTACT_NAME_PARTS_TOO_LONG,
    );
    expect(contactCreateSchema.safeParse({ name: `${"x".repeat(255)} Lee` }).success).toBe(true);
  });

  it("refuses an empty change and unknown fields", () => {
    expect(firstMessage(contactUpdateSchema.safeParse({}))).toBe("Nothing to change");
    expect(contactCreateSchema.safeParse({ firstName: "Ann", role: "x" }).success).toBe(false);
  });
});
