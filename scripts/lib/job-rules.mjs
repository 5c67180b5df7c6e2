// Structure rules of background jobs, run by scripts/check-structure.mjs:
//   - job types are declared once, in the job catalogue (lib/shared/job-catalogue.ts): no other
//     file lists them (an array or Set of types, a record keyed by them, a switch over them); the
//     payload schemas and the server's handlers are the records keyed by the catalogue's types;
//   - a route that queues a job answers 202 with the job's Location through `queued()`
//     (lib/server/http/queued.ts), never 201 and never a 202 written by hand.
import { readdirSync, readFileSync } from "node:fs";

export const CATALOGUE_FILE = "lib/shared/job-catalogue.ts";
/** The records keyed by the catalogue's types (their keys are checked complete by the compiler). */
const KEYED_BY_CATALOGUE = new Set([
  CATALOGUE_FILE,
  "lib/shared/schemas/jobs.ts",
  "lib/server/jobs/registry.ts",
  "scripts/lib/job-rules.mjs",
]);
const QUEUED_FILE = "lib/server/http/queued.ts";

/** The catalogue's job types: the keys of JOB_CATALOGUE. */
export function catalogueTypes(text = readFileSync(CATALOGUE_FILE, "utf8")) {
  const start = text.indexOf("export const JOB_CATALOGUE = {");
  if (start < 0) throw new Error(`${CATALOGUE_FILE}: JOB_CATALOGUE not found`);
  const body = text.slice(start, text.indexOf("\n} as const", start));
  return [...body.matchAll(/^ {2}"?([a-z0-9-]+)"?: \{/gm)].map((match) => match[1]);
}

const quoted = (types) => new RegExp(`["'\`](${types.join("|")})["'\`]`, "g");

/**
 * Problems of one source file (repository path, text): job types listed outside the catalogue.
 * A list is two or more types in one array literal, two or more as object keys in one file, or
 * a `case` on a type. Only the types of more than one word are looked for: "research" or
 * "activation" also name tabs, stages and help contexts.
 */
export function jobTypeListProblems(rel, text, allTypes = catalogueTypes()) {
  if (KEYED_BY_CATALOGUE.has(rel) || rel.startsWith("tests/")) return [];
  const types = allTypes.filter((type) => type.includes("-"));
  const problems = [];
  const where = (index) => `${rel}:${text.slice(0, index).split("\n").length}`;
  const any = quoted(types);
  for (const match of text.matchAll(/\[([^[\]]*)\]/g)) {
    const named = new Set([...match[1].matchAll(any)].map((m) => m[1]));
    if (named.size >= 2) {
      problems.push(
        `${where(match.index)}: lists job types (${[...named].join(", ")}); derive the list from the job catalogue (${CATALOGUE_FILE})`,
      );
    }
  }
  const keys = new Set();
  let firstKey = -1;
  const keyPattern = new RegExp(`^\\s*["']?(${types.join("|")})["']?\\s*:`, "gm");
  for (const match of text.matchAll(keyPattern)) {
    keys.add(match[1]);
    if (firstKey < 0) firstKey = match.index;
  }
  if (keys.size >= 2) {
    problems.push(
      `${where(firstKey)}: a record keyed by job types (${[...keys].join(", ")}); declare it in the job catalogue (${CATALOGUE_FILE})`,
    );
  }
  for (const match of text.matchAll(new RegExp(`case ${any.source}`, "g"))) {
    problems.push(
      `${where(match.index)}: a case on job type "${match[1]}"; put what differs by type in the job catalogue (${CATALOGUE_FILE})`,
    );
  }
  return problems;
}

/**
 * The answer schemas that carry a job just queued: the exported `z.object` schemas of
 * lib/shared/schemas that have a `job: jobViewSchema` field.
 */
export function queuedAnswerSchemas(dir = "lib/shared/schemas") {
  const names = new Set();
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".ts"))) {
    const text = readFileSync(`${dir}/${file}`, "utf8");
    for (const match of text.matchAll(/export const (\w+) = z\.object\(\{([^;]*?)\}\);/g)) {
      if (/(^|[\s{,])job: jobViewSchema\b/.test(match[2])) names.add(match[1]);
    }
  }
  return names;
}

/**
 * Problems of one API route file: a route that queues a job (it submits one, or declares an
 * answer that carries one) must answer 202 through queued(), which adds the job's Location.
 */
export function queuedAnswerProblems(rel, text, schemas = queuedAnswerSchemas()) {
  if (!/^app\/api\/.*route\.ts$/.test(rel)) return [];
  const queuesJob =
    /\b(submitJob|enqueueJob|jobSubmitRoute|queued)\(/.test(text) ||
    [...schemas].some((name) => new RegExp(`\\b${name}\\b`).test(text));
  if (!queuesJob) return [];
  const problems = [];
  if (/\b201\b/.test(text)) {
    problems.push(
      `${rel}: a route that queues a job answers 202 with the job's Location (queued() from ${QUEUED_FILE}), not 201`,
    );
  }
  if (/status:\s*202\b/.test(text)) {
    problems.push(
      `${rel}: answer a queued job with queued() (${QUEUED_FILE}), which adds the job's Location`,
    );
  }
  if (!/\b(queued|jobSubmitRoute)\(/.test(text)) {
    problems.push(`${rel}: answer the queued job with queued() (${QUEUED_FILE})`);
  }
  return problems;
}
