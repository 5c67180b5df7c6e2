// Structure rules that ESLint cannot express, run by `npm run lint` and the lint stage of
// `npm test`. Each rule keeps one way of doing a thing (docs/architecture.md, "One pattern"):
//   - no import cycles between source files (type-only imports included);
//   - no barrel files: code imports the module that defines what it needs;
//   - no comment cites the product specification by section: the rule itself is written where it
//     is needed, or in docs/product.md;
//   - ids from URLs are parsed by the one id schema, not by ad-hoc regular expressions;
//   - the route manifest the API description reads lists every app/api route file
//     (scripts/generate-route-manifest.mjs);
//   - job types are listed only in the job catalogue, and a route that queues a job answers 202
//     with its Location (scripts/lib/job-rules.mjs).
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseCircular, parseDependencyTree, prettyCircular } from "dpdm";
import { manifestProblems } from "./generate-route-manifest.mjs";
import {
  catalogueTypes,
  jobTypeListProblems,
  queuedAnswerProblems,
  queuedAnswerSchemas,
} from "./lib/job-rules.mjs";

const SOURCES = ["app", "lib", "components", "inngest", "scripts", "tests"].map(
  (dir) => `${dir}/**/*.{ts,tsx,mts,mjs}`,
);
/** The Drizzle schema aggregate is the one index file: drizzle-kit and the client read it whole. */
const ALLOWED_INDEX_FILES = new Set(["lib/server/db/schema/index.ts"]);
const ID_SCHEMA_FILE = "lib/shared/schemas/common.ts";
const SPEC_CITATION = /\bP[12] ?§|§ ?\d/;
const INLINE_ID_PATTERN = /\\d\{1,9\}/;

const problems = [];
const jobTypes = catalogueTypes();
const queuedSchemas = queuedAnswerSchemas();

const tree = await parseDependencyTree(SOURCES, {
  context: process.cwd(),
  tsconfig: "tsconfig.json",
  transform: false,
  skipDynamicImports: false,
});
// The tree also names packages and Node built-ins that the sources import: keep our own files.
const files = Object.keys(tree).filter(
  (file) => /\.(ts|tsx|mts|mjs)$/.test(file) && !file.includes("node_modules"),
);

const cycles = parseCircular(tree);
if (cycles.length > 0) {
  problems.push(`Import cycles (break each by moving the shared piece into its own module):
${prettyCircular(cycles, "  ")}`);
}

for (const file of files.sort()) {
  const rel = path.relative(process.cwd(), file).split(path.sep).join("/");
  if (/(^|\/)index\.(ts|tsx)$/.test(rel) && !ALLOWED_INDEX_FILES.has(rel)) {
    problems.push(
      `${rel}: no index files; name the module for what it holds and import it by path`,
    );
  }
  const text = readFileSync(file, "utf8");
  problems.push(...jobTypeListProblems(rel, text, jobTypes));
  problems.push(...queuedAnswerProblems(rel, text, queuedSchemas));
  const lines = text.split("\n");
  lines.forEach((line, index) => {
    const where = `${rel}:${index + 1}`;
    if (SPEC_CITATION.test(line)) {
      problems.push(
        `${where}: cites the specification by section; state the rule or point to docs/product.md`,
      );
    }
    if (
      rel !== ID_SCHEMA_FILE &&
      rel !== "scripts/check-structure.mjs" &&
      INLINE_ID_PATTERN.test(line)
    ) {
      problems.push(
        `${where}: parse ids with numericId/parseIdParam (${ID_SCHEMA_FILE}), not a regular expression`,
      );
    }
  });
}

problems.push(...(await manifestProblems()));

if (problems.length > 0) {
  console.error(`Structure check failed (${problems.length}):\n${problems.join("\n")}`);
  process.exit(1);
}
console.log(`Structure check: ${files.length} files, no cycles, no barrels, no spec citations.`);
