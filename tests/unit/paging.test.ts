import { z } from "zod";
import { PAGE_PARAMS_FILE, pagingProblems } from "../../scripts/lib/paging-rules.mjs";
import { MAX_PAGE, MAX_PAGE_SIZE } from "@/lib/shared/paging";
import { auditLogQuerySchema } from "@/lib/shared/schemas/audit";
import { outboxQuerySchema } from "@/lib/shared/schemas/email";
import { importRowsQuery } from "@/lib/shared/schemas/imports";
import { pageParams } from "@/lib/shared/schemas/paged";
import { proposalListQuery } from "@/lib/shared/schemas/proposal";
import { discoveryQuery, sponsorListQuery } from "@/lib/shared/schemas/sponsor";
import { webhookDeliveriesQuerySchema } from "@/lib/shared/schemas/webhooks";

const messageOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues[0]?.message;

describe("pageParams: the one page-parameter schema", () => {
  const paged = z.object(pageParams({ defaultSize: 24 }));

  it("fills the defaults; a blank value means none, as in page addresses", () => {
    expect(paged.parse({})).toEqual({ page: 1, pageSize: 24 });
    expect(paged.parse({ page: "", pageSize: " " })).toEqual({ page: 1, pageSize: 24 });
    expect(paged.parse({ page: "3", pageSize: "12" })).toEqual({ page: 3, pageSize: 12 });
    // JSON inputs (an MCP tool's arguments) take the same rule.
    expect(paged.parse({ page: 3, pageSize: 12 })).toEqual({ page: 3, pageSize: 12 });
  });

  it("refuses anything but a whole number in range, naming the range", () => {
    for (const page of ["0", "-1", "1.5", "abc", String(MAX_PAGE + 1), 0]) {
      expect(messageOf(paged, { page })).toBe(`page must be a whole number from 1 to ${MAX_PAGE}`);
    }
    for (const pageSize of ["0", "2.5", "abc", String(MAX_PAGE_SIZE + 1)]) {
      expect(messageOf(paged, { pageSize })).toBe(
        `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
      );
    }
  });

  it("never lets a list raise the largest page size; a fixed size gives page only", () => {
    expect(messageOf(z.object(pageParams({ defaultSize: 5, maxSize: 10 })), { pageSize: 11 })).toBe(
      "pageSize must be a whole number from 1 to 10",
    );
    const wide = z.object(pageParams({ defaultSize: 5, maxSize: 1000 }));
    expect(messageOf(wide, { pageSize: 101 })).toBe(
      "pageSize must be a whole number from 1 to 100",
    );
    expect(z.object(pageParams({ fixedSize: 25 })).parse({ pageSize: 7 })).toEqual({ page: 1 });
  });

  it.each([
    ["sponsor list", sponsorListQuery],
    ["discovery", discoveryQuery],
    ["proposals", proposalListQuery],
    ["import rows", importRowsQuery],
    ["audit log", auditLogQuerySchema],
    ["outbox", outboxQuerySchema],
    ["webhook deliveries", webhookDeliveriesQuerySchema],
  ] as const)("the %s query pages by the same rule", (_name, schema) => {
    expect(messageOf(schema, { page: String(MAX_PAGE + 1) })).toBe(
      `page must be a whole number from 1 to ${MAX_PAGE}`,
    );
    expect(schema.safeParse({ page: String(MAX_PAGE) }).success).toBe(true);
  });
});

describe("the lint rule of paged lists", () => {
  it("refuses a page parameter declared outside pageParams, in every form the old lists used", () => {
    const local = [
      'page: wholeNumber("page", { coerce: true, min: 1, max: 10_000 }).default(1),',
      'const pageSizeParam = wholeNumber("pageSize", { coerce: true, min: 1, max: 100 });',
      "  page: z.preprocess(blank, z.coerce.number().int().min(1).default(1)),",
      "    pageSize: z.number().int().min(1).max(50).default(20),",
      "  page: z.coerce.number().int(),",
    ];
    for (const line of local) {
      expect(pagingProblems("lib/shared/schemas/x.ts", line)).toEqual([
        expect.stringContaining("spread pageParams"),
      ]);
    }
    // An answer's page number is not a parameter; the one factory and tests may do as they like.
    expect(pagingProblems("lib/shared/schemas/x.ts", "  page: z.number(),")).toEqual([]);
    expect(
      pagingProblems("lib/shared/schemas/x.ts", "  ...pageParams({ defaultSize: 25 }),"),
    ).toEqual([]);
    expect(pagingProblems(PAGE_PARAMS_FILE, local[0]!)).toEqual([]);
    expect(pagingProblems("tests/unit/x.test.ts", local[0]!)).toEqual([]);
  });

  it("refuses X-Total-Count written by hand, in any case, outside the one helper", () => {
    const byHand = 'return json(page.items, { headers: { "X-Total-Count": String(page.total) } });';
    expect(pagingProblems("app/api/things/route.ts", byHand)).toEqual([
      expect.stringContaining("answer a paged list with paged()"),
    ]);
    expect(pagingProblems("lib/client/x.ts", 'headers.get("x-total-count")')).toHaveLength(1);
    expect(pagingProblems("app/api/things/route.ts", "// the total in X-Total-Count")).toEqual([]);
    expect(
      pagingProblems("app/api/things/route.ts", "async ({ json }) => paged(json, page)"),
    ).toEqual([]);
  });
});
