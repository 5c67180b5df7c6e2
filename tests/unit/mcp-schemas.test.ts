import * as z4mini from "zod/v4-mini";
import { z } from "zod";
import { MAX_INT4 } from "@/lib/shared/schemas/common";
import { MAX_PAGE, MAX_PAGE_SIZE } from "@/lib/shared/paging";
import { MCP_TOOL_INPUTS, MCP_TOOL_OUTPUTS } from "@/lib/shared/schemas/mcp";
import { sponsorListQuery } from "@/lib/shared/schemas/sponsor";

/** The JSON Schema the MCP SDK publishes in tools/list (it converts zod 4 schemas this way). */
const published = (schema: z.ZodType, io: "input" | "output") =>
  z4mini.toJSONSchema(schema as never, { target: "draft-7", io }) as {
    properties?: Record<string, Record<string, unknown>>;
  };

describe("the MCP tools' schemas", () => {
  it.each(Object.entries(MCP_TOOL_INPUTS))("%s: its input converts to JSON Schema", (_, schema) => {
    expect(() => published(schema, "input")).not.toThrow();
  });

  it.each(Object.entries(MCP_TOOL_OUTPUTS))(
    "%s: its output converts to JSON Schema",
    (_, schema) => {
      expect(() => published(schema, "output")).not.toThrow();
    },
  );

  it("publishes ids as whole numbers under the API's id rule and the route's page limits", () => {
    const search = published(MCP_TOOL_INPUTS.searchSponsors, "input").properties!;
    expect(search.eventBrandId).toMatchObject({ type: "integer", minimum: 1, maximum: MAX_INT4 });
    expect(search.page).toMatchObject({ type: "integer", minimum: 1, maximum: MAX_PAGE });
    expect(search.pageSize).toMatchObject({ type: "integer", minimum: 1, maximum: MAX_PAGE_SIZE });
  });

  it("takes the GET route's own rules: what the route refuses, the tool refuses with its message", () => {
    const tool = MCP_TOOL_INPUTS.searchSponsors;
    const long = "x".repeat(101);
    expect(tool.safeParse({ search: long }).success).toBe(false);
    expect(sponsorListQuery.safeParse({ search: long }).success).toBe(false);
    const message = (schema: z.ZodType, input: unknown) =>
      schema.safeParse(input).error?.issues[0]?.message;
    expect(message(tool, { pageSize: 101 })).toBe(message(sponsorListQuery, { pageSize: "101" }));
    expect(message(tool, { page: 0 })).toBe(message(sponsorListQuery, { page: "0" }));
    expect(MCP_TOOL_INPUTS.explainMatch.safeParse({ sponsorBrandId: MAX_INT4 + 1 }).success).toBe(
      false,
    );
  });
});
