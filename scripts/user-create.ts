// npm run user:create -- --username NAME --email ADDRESS [--admin] [--full-name "Full Name"]
// Creates an account on the configured database; the password is read from the PITCHSIDE_PASSWORD
// variable or asked for on the terminal (never passed as an argument, where shell history keeps it).
// Use it for the first admin of a production deployment.
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { closeDb } from "@/lib/server/db/client";
import { ensureDatabase } from "@/lib/server/db/migrate";
import { createUser } from "@/lib/server/accounts/create";
import { registerSchema } from "@/lib/shared/schemas/user";

async function readPassword(): Promise<string> {
  if (process.env.PITCHSIDE_PASSWORD) return process.env.PITCHSIDE_PASSWORD;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question("Password (at least 8 characters): ");
  rl.close();
  return answer;
}

async function main() {
  const { values } = parseArgs({
    options: {
      username: { type: "string" },
      email: { type: "string" },
      "full-name": { type: "string" },
      admin: { type: "boolean", default: false },
    },
  });
  const parsed = registerSchema.safeParse({
    username: values.username,
    email: values.email,
    fullName: values["full-name"],
    password: await readPassword(),
  });
  if (!parsed.success) {
    console.error(
      parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("\n"),
    );
    process.exit(1);
  }
  await ensureDatabase();
  const user = await createUser({ ...parsed.data, role: values.admin ? "admin" : "user" });
  console.log(`Created ${user.role} ${user.username} <${user.email}> (id ${user.id}).`);
  await closeDb();
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await closeDb().catch(() => {});
  process.exit(1);
});
