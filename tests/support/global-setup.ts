/**
 * Integration tests talk to a running server over real HTTP and to its PostgreSQL database. Both
 * are started by `npm test` (scripts/test.mjs), which passes TEST_BASE_URL and DATABASE_URL.
 */
export default async function globalSetup(): Promise<void> {
  if (!process.env.TEST_BASE_URL || !process.env.DATABASE_URL) {
    throw new Error(
      "Integration tests need a server and a database: run them with `npm test -- integration`, " +
        "which starts PostgreSQL and a production build of the app.",
    );
  }
}
