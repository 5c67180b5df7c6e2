import { closeDb } from "@/lib/server/db/client";

jest.setTimeout(30_000);

afterAll(async () => {
  await closeDb();
});
