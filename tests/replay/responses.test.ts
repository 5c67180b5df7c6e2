import { existsSync, readFileSync } from "node:fs";
import { ROUTE_MANIFEST } from "@/app/api/openapi.json/route-manifest";
import * as openApiRoute from "@/app/api/openapi.json/route";
import {
  errorBodySchema,
  knownOperations,
  operationOf,
  problemsOf,
  spread,
  type Recorded,
} from "@/tests/support/replay";

/**
 * Response replay: the integration stage records every JSON answer its tests receive
 * (RECORD_RESPONSES_FILE, set by scripts/test.mjs); this checks a sample of each operation's
 * answers, per status, against the response schema the route declares, and every error answer
 * against the one error shape. An operation without a declared schema is listed, not failed.
 */
const FILE = process.env.RECORD_RESPONSES_FILE;
const SAMPLE_PER_STATUS = 5;

const describeWithRecording = FILE ? describe : describe.skip;

describeWithRecording("response replay", () => {
  it("matches a sample of every operation's recorded answers to its declared schema", () => {
    expect(existsSync(FILE!)).toBe(true);
    const recorded = readFileSync(FILE!, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Recorded);
    expect(recorded.length).toBeGreaterThan(0);

    const operations = knownOperations(ROUTE_MANIFEST, openApiRoute);
    const byKey = new Map<string, { operation: (typeof operations)[number]; items: Recorded[] }>();
    for (const item of recorded) {
      const operation = operationOf(operations, item.method, item.path);
      if (!operation) continue; // an unknown path: the catch-all's 404
      const key = `${operation.key} → ${item.status}`;
      const group = byKey.get(key) ?? { operation, items: [] };
      group.items.push(item);
      byKey.set(key, group);
    }

    const failures: string[] = [];
    const withoutSchema = new Set<string>();
    let checked = 0;
    for (const [key, { operation, items }] of [...byKey].sort(([a], [b]) => a.localeCompare(b))) {
      const status = items[0]!.status;
      const declared = operation.spec?.responses?.[status];
      const schema = declared ?? (status >= 400 ? errorBodySchema : undefined);
      if (declared === null) continue; // declared as not JSON
      if (!schema) {
        withoutSchema.add(key);
        continue;
      }
      for (const item of spread(items, SAMPLE_PER_STATUS)) {
        checked += 1;
        const problems = problemsOf(schema, item.body);
        if (problems.length > 0) {
          failures.push(
            `${key} (${item.method} ${item.path}):\n    ${problems.slice(0, 8).join("\n    ")}`,
          );
        }
      }
    }
    console.log(
      `response replay: ${recorded.length} answers recorded, ${checked} checked over ` +
        `${byKey.size - withoutSchema.size} operation/status pairs; without a declared schema ` +
        `(${withoutSchema.size}): ${[...withoutSchema].join(", ") || "none"}`,
    );
    expect(failures).toEqual([]);
  });
});
