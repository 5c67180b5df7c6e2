import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` uses this file: it diffs the schema against earlier migrations and
// writes SQL into drizzle/. Migrations are applied by the app itself (lib/server/db/migrate.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/server/db/schema/index.ts",
  out: "./drizzle",
});
