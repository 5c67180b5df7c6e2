import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { resetEnvCache } from "@/lib/env";
import { keyFromPublicUrl } from "@/lib/server/storage/keys";
import { deleteStoredFile, getStorage, storeFile } from "@/lib/server/storage/store";
import { setProfilePicture } from "@/lib/server/users/profile";
import { createTestUser, resetDatabase } from "../support/db";
import { formWithFile, pngBytes } from "../support/images";

/** The S3 backend against s3rver, an S3-compatible server running in this process. */
describe("storage on S3", () => {
  let server: S3rver;
  let directory: string;
  const saved = { ...process.env };

  beforeAll(async () => {
    directory = mkdtempSync(path.join(os.tmpdir(), "pitchside-s3-"));
    server = new S3rver({
      address: "127.0.0.1",
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: "pitchside-test" }],
    });
    const { port } = await server.run();
    Object.assign(process.env, {
      S3_BUCKET: "pitchside-test",
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_PREFIX: "uploads/",
    });
    resetEnvCache();
  });

  afterAll(async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
    process.env = saved;
    resetEnvCache();
  });

  it("is chosen when S3_BUCKET is set", () => {
    expect(getStorage().name).toBe("s3");
  });

  it("stores, reads and deletes a file", async () => {
    const bytes = await pngBytes();
    const url = await storeFile("logos", bytes, "png", "image/png");
    const key = keyFromPublicUrl(url);
    expect(key).toMatch(/^logos\/.+\.png$/);
    const object = await getStorage().get(key!);
    expect(object?.contentType).toBe("image/png");
    expect(Buffer.from(object!.bytes).equals(bytes)).toBe(true);
    await deleteStoredFile(url);
    expect(await getStorage().get(key!)).toBeNull();
  });

  it("answers null for a missing key", async () => {
    expect(await getStorage().get("logos/missing.png")).toBeNull();
  });

  it("keeps a profile picture uploaded through the domain function", async () => {
    await resetDatabase();
    const user = await createTestUser();
    const updated = await setProfilePicture(
      user.id,
      formWithFile("profilePicture", await pngBytes(300, 200), "me.png", "image/png"),
    );
    const object = await getStorage().get(keyFromPublicUrl(updated.profilePicture)!);
    expect(object?.contentType).toBe("image/webp");
    expect(object!.bytes.byteLength).toBeGreaterThan(100);
  });
});
