/**
 * A failed insert on users, as Drizzle really reports it against PostgreSQL ("Failed query: …
 * params: …", with the password hash among the params), logs the SQL and the database's reason but
 * not the hash nor any other value.
 */
import { hashPassword } from "@/lib/server/auth/passwords";
import { getDb } from "@/lib/server/db/client";
import { users } from "@/lib/server/db/schema";
import { logger, REDACTED } from "@/lib/server/logger";
import { resetDatabase } from "../support/db";

beforeEach(resetDatabase);

it("logs a duplicate-key insert on users without the password hash", async () => {
  const password = await hashPassword("a-password-for-the-test");
  const row = { username: "dupe", email: "dupe@example.com", password, role: "user" as const };
  await getDb().insert(users).values(row);
  const error = await getDb()
    .insert(users)
    .values({ ...row, email: "other@example.com" })
    .then(
      () => null,
      (failure: unknown) => failure,
    );
  expect(error).toBeInstanceOf(Error);
  const failure = error as Error;
  // The raw failure carries the hash and every other value: this is what the logger must hide.
  expect(failure.message).toMatch(/^Failed query: insert into "users"/);
  expect(`${failure.message}\n${failure.stack}`).toContain(password);
  expect(failure.message).toContain("other@example.com");

  const lines: string[] = [];
  const spy = jest
    .spyOn(console, "error")
    .mockImplementation((line: unknown) => void lines.push(String(line)));
  try {
    logger.error("could not create user", { error });
  } finally {
    spy.mockRestore();
  }
  expect(lines).toHaveLength(1);
  const line = lines[0]!;
  expect(line).not.toContain(password);
  expect(line).not.toContain(password.split("$").pop()!);
  expect(line).not.toContain("argon2");
  expect(line).not.toContain("other@example.com");
  const logged = JSON.parse(line).error;
  expect(logged.message).toMatch(/^Failed query: insert into "users"/);
  expect(logged.message).toContain(`params: ${REDACTED}`);
  expect(logged.stack).toContain(`params: ${REDACTED}`);
  expect(logged.cause).toMatchObject({ code: "23505", constraint: expect.any(String) });
});
