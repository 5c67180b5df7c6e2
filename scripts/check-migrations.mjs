// Migration checks run by `npm test`:
// 1. the schema in lib/server/db/schema has no change that lacks a generated migration;
// 2. every migration is in drizzle's journal and every journal entry has its file;
// 3. no migration can lose stored data (DROP TABLE/COLUMN, TRUNCATE, DELETE, a column type change)
//    unless the statement is preceded by a `-- data-safe: <why>` comment explaining why it cannot.
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { runQuiet } from "./lib/process.mjs";

const root = process.cwd();
const folder = path.join(root, "drizzle");
const problems = [];

const journal = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8"));
const journalTags = new Set(journal.entries.map((entry) => entry.tag));
const files = readdirSync(folder).filter((name) => name.endsWith(".sql"));
for (const file of files) {
  if (!journalTags.has(file.replace(/\.sql$/, "")))
    problems.push(`${file} is not in drizzle/meta/_journal.json`);
}
for (const tag of journalTags) {
  if (!files.includes(`${tag}.sql`)) problems.push(`journal entry ${tag} has no SQL file`);
}

const destructive = [
  /\bdrop\s+table\b/i,
  /\bdrop\s+column\b/i,
  /\btruncate\b/i,
  /\bdelete\s+from\b/i,
  /\balter\s+column\s+"?\w+"?\s+(set\s+data\s+)?type\b/i,
];
for (const file of files) {
  const statements = readFileSync(path.join(folder, file), "utf8").split(
    "--> statement-breakpoint",
  );
  for (const statement of statements) {
    if (
      destructive.some((pattern) => pattern.test(statement)) &&
      !/--\s*data-safe:/i.test(statement)
    ) {
      problems.push(
        `${file}: statement may lose data without a '-- data-safe:' note:\n    ${statement.trim().slice(0, 160)}`,
      );
    }
  }
}

// Generate into a copy of the migrations: any new file means the schema changed without one.
// drizzle-kit resolves `out` relative to the working directory, so the copy lives inside the repo.
mkdirSync(path.join(root, ".tmp"), { recursive: true });
const scratch = mkdtempSync(path.join(root, ".tmp", "migrations-"));
try {
  cpSync(folder, path.join(scratch, "drizzle"), { recursive: true });
  const config = path.join(scratch, "drizzle.config.mjs");
  writeFileSync(
    config,
    `export default ${JSON.stringify({
      dialect: "postgresql",
      schema: "./lib/server/db/schema/index.ts",
      out: path.relative(root, path.join(scratch, "drizzle")),
    })};\n`,
  );
  const result = runQuiet(
    process.execPath,
    [path.join(root, "node_modules/drizzle-kit/bin.cjs"), "generate", `--config=${config}`],
    {
      cwd: root,
    },
  );
  if (result.status !== 0 || /error/i.test(result.stderr + result.stdout))
    problems.push(`drizzle-kit generate failed:\n${result.stdout}\n${result.stderr}`);
  const after = readdirSync(path.join(scratch, "drizzle")).filter((name) => name.endsWith(".sql"));
  const added = after.filter((name) => !files.includes(name));
  if (added.length > 0) {
    problems.push(
      `the schema has changes without a migration: run \`npm run db:generate -- --name <change>\``,
    );
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(`Migration check failed:\n- ${problems.join("\n- ")}`);
  process.exit(1);
}
console.log(`Migrations OK: ${files.length} file(s), schema in sync, nothing destructive.`);
