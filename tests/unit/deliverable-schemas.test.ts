import {
  deliverableListQuery,
  deliverableUpdateSchema,
  proofFieldsSchema,
  proofKindProblem,
} from "@/lib/shared/schemas/deliverable";

describe("the deliverables' due filter", () => {
  const due = (value: string) => deliverableListQuery.safeParse({ eventBrandId: "1", due: value });

  it("takes overdue, upcoming and an inclusive range of real days", () => {
    expect(due("overdue").data?.due).toEqual({ kind: "overdue" });
    expect(due("upcoming").data?.due).toEqual({ kind: "upcoming" });
    expect(due("2026-02-01..2026-02-28").data?.due).toEqual({
      kind: "range",
      from: "2026-02-01",
      to: "2026-02-28",
    });
  });

  it("refuses days that do not exist, reversed ranges and anything else", () => {
    for (const bad of ["soon", "2026-02-30..2026-03-01", "2026-03-01..2026-02-01", "2026-01-01"]) {
      expect(due(bad).success).toBe(false);
    }
  });
});

describe("a deliverable's changes", () => {
  it("needs a reason to waive", () => {
    expect(deliverableUpdateSchema.safeParse({ status: "waived" }).success).toBe(false);
    expect(
      deliverableUpdateSchema.safeParse({ status: "waived", waivedReason: "Rained off" }).success,
    ).toBe(true);
    expect(deliverableUpdateSchema.safeParse({}).success).toBe(false);
  });
});

describe("a proof's parts", () => {
  const problem = (fields: Record<string, string>, hasFile = false) =>
    proofKindProblem(proofFieldsSchema.parse(fields), hasFile)?.field ?? null;

  it("is exactly one of a file, a link or a complete figure", () => {
    expect(problem({}, true)).toBeNull();
    expect(problem({ url: "https://example.com/post" })).toBeNull();
    expect(problem({ metric: "posts", value: "3", source: "Instagram" })).toBeNull();
    expect(problem({})).toBe("file");
    expect(problem({ url: "https://example.com" }, true)).toBe("file");
    expect(problem({ metric: "posts", value: "3" })).toBe("source");
    expect(problem({ value: "3", source: "x" })).toBe("metric");
  });

  it("refuses other schemes, negative and fractional values", () => {
    expect(proofFieldsSchema.safeParse({ url: "ftp://example.com" }).success).toBe(false);
    expect(proofFieldsSchema.safeParse({ value: "-1" }).success).toBe(false);
    expect(proofFieldsSchema.safeParse({ value: "1.5" }).success).toBe(false);
  });
});
