import {
  bodyId,
  DATE_YEARS,
  dateProblem,
  isCalendarDate,
  MAX_INT4,
  numericId,
  wholeNumber,
} from "@/lib/shared/schemas/common";
import { dealCreateSchema, dealUpdateSchema } from "@/lib/shared/schemas/deal";
import { importDecisionsSchema, importMappingSchema } from "@/lib/shared/schemas/imports";
import {
  interactionCreateSchema,
  progressStageUpdateSchema,
} from "@/lib/shared/schemas/interaction";
import { jobPayloadSchemas, jobSubmitSchema } from "@/lib/shared/schemas/jobs";
import { specificEventCreateSchema } from "@/lib/shared/schemas/specific-event";
import { favoriteCreateSchema, sponsorListQuery } from "@/lib/shared/schemas/sponsor";
import {
  engagementUpdateSchema,
  sponsorshipCreateSchema,
  sponsorshipUpdateSchema,
} from "@/lib/shared/schemas/sponsorship";
import { userSettingsUpdateSchema } from "@/lib/shared/schemas/user";
import { clientFileName, unsafeTextIssues } from "@/lib/server/http/input-text";
import type { z } from "zod";

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("ids and whole numbers are bounded to an int4 column", () => {
  it("numericId takes every int4 id and nothing beyond", () => {
    const id = numericId("sponsorBrandId");
    expect(id.parse("1")).toBe(1);
    expect(id.parse(String(MAX_INT4))).toBe(MAX_INT4);
    for (const bad of ["0", "2147483648", "9999999999", "12345678901", "-1", "1.5", "1e3", ""]) {
      expect(firstMessage(id, bad)).toBe("sponsorBrandId must be a positive whole number");
    }
  });

  it("bodyId refuses floats, NaN, Infinity, zero and numbers above 2,147,483,647", () => {
    const id = bodyId("sponsorBrandId");
    expect(id.parse(MAX_INT4)).toBe(MAX_INT4);
    expect(firstMessage(id, MAX_INT4 + 1)).toBe("sponsorBrandId is too large (at most 2147483647)");
    expect(firstMessage(id, 1e308)).toBeTruthy();
    expect(firstMessage(id, 1.5)).toBe("sponsorBrandId must be a whole number");
    expect(firstMessage(id, 0)).toBe("sponsorBrandId must be a positive number");
    expect(firstMessage(id, "1")).toBe("sponsorBrandId must be a number");
    expect(firstMessage(id, Number.NaN)).toBe("sponsorBrandId must be a number");
  });

  it("coerced numbers (query values) refuse NaN, Infinity and out-of-range text", () => {
    const page = wholeNumber("page", { coerce: true, min: 1, max: 100 });
    expect(page.parse("7")).toBe(7);
    for (const bad of ["NaN", "Infinity", "-Infinity", "1e308", "1.5", "2147483648", "abc"]) {
      expect(page.safeParse(bad).success).toBe(false);
    }
    const unbounded = wholeNumber("count", { coerce: true });
    expect(unbounded.safeParse("2147483648").success).toBe(false);
    expect(unbounded.safeParse("-2147483649").success).toBe(false);
    expect(unbounded.parse("-2147483648")).toBe(-MAX_INT4 - 1);
  });

  it("keeps the texts of ranges that had their own", () => {
    expect(firstMessage(jobSubmitSchema, { type: "research", priority: 500 })).toBe(
      "Too big: expected number to be <=100",
    );
    expect(firstMessage(jobPayloadSchemas["image-variations"], { activationId: 3, count: 0 })).toBe(
      "Too small: expected number to be >=1",
    );
    expect(firstMessage(jobPayloadSchemas.mockup, {})).toBe("activationId must be a number");
  });

  const tooLarge = 2_147_483_648;
  it.each<[string, z.ZodType, unknown]>([
    ["favorites", favoriteCreateSchema, { sponsorBrandId: tooLarge }],
    [
      "deals",
      dealCreateSchema,
      { eventBrandId: tooLarge, sponsorName: "A", sponsorshipLevel: "Gold", value: 1 },
    ],
    [
      "deal sponsor",
      dealUpdateSchema,
      { sponsorBrandId: tooLarge, sponsorName: "A", sponsorshipLevel: "Gold" },
    ],
    ["events", specificEventCreateSchema, { eventBrandId: tooLarge, name: "Open" }],
    [
      "interactions",
      interactionCreateSchema,
      { sponsorBrandId: tooLarge, type: "call", date: "2025-01-01" },
    ],
    ["links", sponsorshipCreateSchema, { sponsorBrandId: 1, specificEventId: tooLarge }],
    ["engagements", engagementUpdateSchema, { sponsorBrandId: tooLarge, eventBrandId: 1 }],
    ["settings", userSettingsUpdateSchema, { defaultEventBrandId: tooLarge }],
    ["mapping", importMappingSchema, { mapping: { name: tooLarge } }],
    ["decisions", importDecisionsSchema, { rows: [{ rowNumber: tooLarge, decision: "skip" }] }],
    ["research job", jobPayloadSchemas.research, { sponsorName: "A", sponsorId: tooLarge }],
    ["mockup job", jobPayloadSchemas.mockup, { activationId: String(tooLarge) }],
    ["activation job", jobPayloadSchemas.activation, { sponsorId: 1, eventId: tooLarge }],
    ["sponsor list", sponsorListQuery, { page: "1", pageSize: "1e308" }],
  ])("%s refuse an integer above 2,147,483,647", (_name, schema, value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
});

describe("dates: a day that exists, in the accepted years", () => {
  it("accepts real days from 1900 to 2200", () => {
    for (const date of ["1900-01-01", "2024-02-29", "2025-12-31", "2200-12-31"]) {
      expect(isCalendarDate(date)).toBe(true);
    }
    expect(DATE_YEARS).toEqual({ min: 1900, max: 2200 });
  });

  it("refuses year 0, impossible days and extended years", () => {
    expect(dateProblem("0000-01-01")).toBe("range");
    expect(dateProblem("1899-12-31")).toBe("range");
    expect(dateProblem("2201-01-01")).toBe("range");
    for (const bad of [
      "2024-02-30",
      "2023-02-29",
      "2025-13-01",
      "2025-00-10",
      "2025-04-31",
      "+275760-09-13",
      "-000001-01-01",
      "2025-1-1",
      "",
    ]) {
      expect(dateProblem(bad)).toBe("format");
    }
  });

  it("date-times keep the forms the API took, within the same years", () => {
    expect(dateProblem("2025-03-01T10:00:00Z", "date-time")).toBeNull();
    expect(dateProblem("2025-03-01T10:00:00.123+02:00", "date-time")).toBeNull();
    expect(dateProblem("0000-01-01T00:00:00Z", "date-time")).toBe("range");
    expect(dateProblem("2024-02-30T00:00:00Z", "date-time")).toBe("format");
    expect(dateProblem("+275760-09-13T00:00:00Z", "date-time")).toBe("format");
    expect(dateProblem("2025-03-01", "date-or-date-time")).toBeNull();
    expect(dateProblem("2025-03-01T10:00:00Z", "date-or-date-time")).toBeNull();
  });

  it.each<[string, z.ZodType, Record<string, unknown>, string]>([
    [
      "deal start",
      dealCreateSchema,
      { eventBrandId: 1, sponsorName: "A", sponsorshipLevel: "Gold", value: 1 },
      "startDate",
    ],
    ["event start", specificEventCreateSchema, { eventBrandId: 1, name: "Open" }, "startDate"],
    ["interaction", interactionCreateSchema, { sponsorBrandId: 1, type: "call" }, "date"],
    ["target date", progressStageUpdateSchema, {}, "targetDate"],
  ])("%s refuses every impossible date", (_name, schema, base, field) => {
    expect(schema.safeParse({ ...base, [field]: "2025-06-01" }).success).toBe(true);
    for (const bad of ["0000-01-01", "2024-02-30", "+275760-09-13", "-000001-01-01"]) {
      expect(schema.safeParse({ ...base, [field]: bad }).success).toBe(false);
    }
  });

  it("keeps each field's own text for a malformed date and names the range otherwise", () => {
    const deal = { eventBrandId: 1, sponsorName: "A", sponsorshipLevel: "Gold", value: 1 };
    expect(firstMessage(dealCreateSchema, { ...deal, startDate: "2024-02-30" })).toBe(
      "Start date must be a valid date (YYYY-MM-DD)",
    );
    expect(firstMessage(dealCreateSchema, { ...deal, startDate: "0000-01-01" })).toBe(
      "Start date must be between the years 1900 and 2200",
    );
    expect(
      firstMessage(sponsorshipUpdateSchema, { lastActivityDate: "0000-01-01T00:00:00Z" }),
    ).toBe("lastActivityDate must be between the years 1900 and 2200");
  });
});

describe("text the API refuses anywhere in a request", () => {
  it("finds NUL, other C0 controls and unpaired surrogates, with their field paths", () => {
    const issues = unsafeTextIssues(
      { bio: "a\u0000b", nested: { list: ["ok", "x\u001bz"] }, name: "\ud800", fine: "a\tb\r\nc" },
      "body",
    );
    expect(issues).toEqual([
      {
        path: "body.bio",
        message: "bio contains a control character (U+0000), which is not allowed",
      },
      {
        path: "body.name",
        message: "name contains an unpaired surrogate (U+D800), which is not valid text",
      },
      {
        path: "body.nested.list.1",
        message: "list contains a control character (U+001B), which is not allowed",
      },
    ]);
  });

  it("accepts paired surrogates (emoji) and checks keys too", () => {
    expect(unsafeTextIssues({ name: "Goal ⚽ 😀" }, "body")).toEqual([]);
    expect(unsafeTextIssues({ "a\u0000": 1 }, "body")[0]?.message).toMatch(/field name/);
  });

  it("refuses deep nesting without overflowing the stack", () => {
    let deep: unknown = [];
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(() => unsafeTextIssues(deep, "body")).toThrow(/nested too deeply/);
  });

  it("keeps a client file name for display only: cleaned and at most 255 characters", () => {
    expect(clientFileName("a".repeat(5000) + ".csv")).toHaveLength(255);
    expect(clientFileName("list\u0000.csv")).toBe("list.csv");
    expect(clientFileName("   ")).toBe("upload");
    expect(clientFileName("😀".repeat(300))).toBe("😀".repeat(255));
  });
});
