import { eventBrandFormCheck } from "@/lib/shared/event-brand-form";
import { eventBrandCreateSchema } from "@/lib/shared/schemas/event-brand";

/** The first message per field, as the form shows them. */
function firstMessages(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe("eventBrandFormCheck: the event brand form without zod", () => {
  const cases: Array<Record<string, unknown>> = [
    { name: "LIV Golf", website: "", description: "" },
    {
      name: "  LIV Golf  ",
      website: " liv.com ",
      industry: "Golf",
      audience: "",
      description: "x",
    },
    { name: "", website: "", description: "" },
    { name: "   ", website: "" },
    { name: "a".repeat(256) },
    { name: "NaN" },
    { name: "Tab\there" },
    { name: "!!!" },
    { name: "Ok", website: "w".repeat(501) },
    { name: "Ok", description: "d".repeat(5001), industry: "i".repeat(101) },
    { name: "Ok", audience: "a".repeat(2001) },
    { name: "", website: "w".repeat(501) },
  ];

  it.each(cases.map((values, index) => [index, values] as const))(
    "agrees with the server's schema (case %i)",
    (_index, values) => {
      const server = eventBrandCreateSchema.safeParse(values);
      const form = eventBrandFormCheck.safeParse(values);
      expect(form.success).toBe(server.success);
      if (server.success && form.success) expect(form.data).toEqual(server.data);
      else expect(firstMessages(form)).toEqual(firstMessages(server));
    },
  );
});
