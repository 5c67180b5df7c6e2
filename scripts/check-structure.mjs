// Structure rules that ESLint cannot express, run by `npm run lint` and the lint stage of
// `npm test`. Each rule keeps one way of doing a thing (docs/architecture.md, "One pattern"):
//   - no import cycles between source files (type-only imports included);
//   - no barrel files: code imports the module that defines what it needs;
//   - no comment cites the product specification by section: the rule itself is written where it
//     is needed, or in docs/product.md;
//   - ids from URLs are parsed by the one id schema, not by ad-hoc regular expressions;
//   - the route manifest the API description reads lists every app/api route file
//     (scripts/generate-route-manifest.mjs);
//   - the client's address is read by the route wrapper (handlers use `ctx.actor.address`), and
//     pages, which have no wrapper; nothing else reads it;
//   - route handlers answer JSON through the wrapper (a returned value, or `ctx.json` for another
//     status or headers), never Response.json, so every answer is typed by its declared schema.
//   - job types are listed only in the job catalogue, and a route that queues a job answers 202
//     with its Location (scripts/lib/job-rules.mjs);
//   - features publish domain events and never call the webhook emitter or the notification
//     writer themselves; event names are listed only in their vocabulary
//     (scripts/lib/event-rules.mjs);
//   - passwords are hashed by lib/server/auth/passwords.ts alone, and only sign-in
//     (lib/server/auth) and the account's life (lib/server/accounts) use it, plus the few other
//     secrets hashed the same way listed in PASSWORD_HASHING_USERS;
//   - page parameters come from the one `pageParams` schema, and only `paged()` writes a paged
//     list's headers (scripts/lib/paging-rules.mjs).
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseCircular, parseDependencyTree, prettyCircular } from "dpdm";
import { manifestProblems } from "./generate-route-manifest.mjs";
import { eventRuleProblems, vocabularyNames } from "./lib/event-rules.mjs";
import {
  catalogueTypes,
  jobTypeListProblems,
  queuedAnswerProblems,
  queuedAnswerSchemas,
} from "./lib/job-rules.mjs";
import { pagingProblems } from "./lib/paging-rules.mjs";

const SOURCES = ["app", "lib", "components", "inngest", "scripts", "tests"].map(
  (dir) => `${dir}/**/*.{ts,tsx,mts,mjs}`,
);
/** The Drizzle schema aggregate is the one index file: drizzle-kit and the client read it whole. */
const ALLOWED_INDEX_FILES = new Set(["lib/server/db/schema/index.ts"]);
const ID_SCHEMA_FILE = "lib/shared/schemas/common.ts";
const SPEC_CITATION = /\bP[12] ?§|§ ?\d/;
const INLINE_ID_PATTERN = /\\d\{1,9\}/;
const CLIENT_ADDRESS_CALL = /\bclientAddress\(/;
const CLIENT_ADDRESS_READERS = new Set([
  "lib/server/auth/client-address.ts",
  "lib/server/http/request-actor.ts",
]);
const PASSWORD_HASHING = "lib/server/auth/passwords.ts";
/** Outside lib/server/auth and lib/server/accounts, who may hash or check a password, and why. */
const PASSWORD_HASHING_USERS = new Map([
  ["lib/server/proposals/share.ts", "a share link's passcode is hashed like a password"],
  ["lib/server/proposals/share-passcode.ts", "and checked like one"],
  ["lib/server/seed/demo-accounts.ts", "the demo resets its documented sign-ins"],
]);
const mayHashPasswords = (rel) =>
  rel.startsWith("lib/server/auth/") ||
  rel.startsWith("lib/server/accounts/") ||
  rel.startsWith("tests/") ||
  PASSWORD_HASHING_USERS.has(rel);
const isPage = (rel) => /^app\/.*\/page\.tsx$/.test(rel);
const RESPONSE_JSON_CALL = /\bResponse\.json\(/;
const isRouteFile = (rel) => /^app\/api\/.*route\.ts$/.test(rel);

const problems = [];
const jobTypes = catalogueTypes();
const queuedSchemas = queuedAnswerSchemas();
const eventNames = vocabularyNames();

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
  for (const dependency of tree[file] ?? []) {
    const target = dependency.id?.split(path.sep).join("/");
    if (target === PASSWORD_HASHING && !mayHashPasswords(rel)) {
      problems.push(
        `${rel}: imports ${PASSWORD_HASHING}; account passwords are set by lib/server/accounts (createUser, replaceCredentials) and checked by sign-in`,
      );
    }
    if (dependency.request === "@node-rs/argon2" && rel !== PASSWORD_HASHING) {
      problems.push(`${rel}: hash passwords with ${PASSWORD_HASHING}, not @node-rs/argon2`);
    }
  }
  const text = readFileSync(file, "utf8");
  problems.push(...jobTypeListProblems(rel, text, jobTypes));
  problems.push(...queuedAnswerProblems(rel, text, queuedSchemas));
  problems.push(...eventRuleProblems(rel, text, eventNames));
  problems.push(...pagingProblems(rel, text));
  const lines = text.split("\n");
  lines.forEach((line, index) => {
    const where = `${rel}:${index + 1}`;
    if (SPEC_CITATION.test(line)) {
      problems.push(
        `${where}: cites the specification by section; state the rule or point to docs/product.md`,
      );
    }
    if (
      CLIENT_ADDRESS_CALL.test(line) &&
      !/^\s*(\/\/|\*)/.test(line) &&
      !CLIENT_ADDRESS_READERS.has(rel) &&
      !isPage(rel) &&
      !rel.startsWith("tests/")
    ) {
      problems.push(
        `${where}: the route wrapper reads the client's address; use ctx.actor.address (pass it on)`,
      );
    }
    if (isRouteFile(rel) && RESPONSE_JSON_CALL.test(line)) {
      problems.push(
        `${where}: answer JSON by returning the value or with ctx.json (checked against the declared schema), not Response.json`,
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
