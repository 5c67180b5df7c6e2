import { keyFromPublicUrl } from "@/lib/server/storage/keys";
import { deleteStoredFile, getStorage, storeFile } from "@/lib/server/storage/store";
import { setProfilePicture } from "@/lib/server/users/profile";
import { createTestUser, resetDatabase } from "../support/db";
import { formWithFile, pngBytes } from "../support/images";
import { useTestS3 } from "../support/s3";

/** The S3 backend against s3rver, an S3-compatible server running in this process. */
describe("storage on S3", () => {
  let s3: { close(): Promise<void> };

  beforeAll(async () => {
    s3 = await useTestS3("pitchside-test");
  });

  afterAll(() => s3.close());

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
