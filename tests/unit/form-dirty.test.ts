import { isDirty } from "@/lib/client/use-form";

describe("a form's dirty tracking (the unsaved-changes guard)", () => {
  const start = { name: "LIV Golf", website: "", description: null, tags: ["a", "b"] };

  it("is clean when nothing changed, or only surrounding spaces or empty for missing", () => {
    expect(isDirty(start, { ...start })).toBe(false);
    expect(isDirty(start, { ...start, name: "  LIV Golf " })).toBe(false);
    // An untouched optional field: null, undefined and "" all mean empty.
    expect(isDirty(start, { ...start, description: "" })).toBe(false);
    expect(isDirty(start, { ...start, website: undefined })).toBe(false);
    expect(isDirty(start, { ...start, tags: ["a", "b"] })).toBe(false);
  });

  it("is dirty when a field changed, was added, or a list changed", () => {
    expect(isDirty(start, { ...start, name: "LIV Golf League" })).toBe(true);
    expect(isDirty(start, { ...start, description: "New" })).toBe(true);
    expect(isDirty(start, { ...start, extra: "x" })).toBe(true);
    expect(isDirty(start, { ...start, tags: ["a"] })).toBe(true);
    expect(isDirty(start, { ...start, tags: ["b", "a"] })).toBe(true);
    expect(isDirty({ count: 1 }, { count: 2 })).toBe(true);
    expect(isDirty({ on: false }, { on: true })).toBe(true);
  });

  it("compares nested values by content", () => {
    expect(isDirty({ profile: { tier: "A" } }, { profile: { tier: "A" } })).toBe(false);
    expect(isDirty({ profile: { tier: "A" } }, { profile: { tier: "B" } })).toBe(true);
  });
});
