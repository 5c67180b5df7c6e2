import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { resetEnvCache } from "@/lib/env";

/**
 * An S3-compatible server (s3rver) in this process with one bucket, and the S3_* settings of the
 * app pointing at it, so `getStorage()` is the S3 backend until `close()` restores the settings.
 */
export async function useTestS3(bucket: string): Promise<{ close(): Promise<void> }> {
  const saved = { ...process.env };
  const directory = mkdtempSync(path.join(os.tmpdir(), "pitchside-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  Object.assign(process.env, {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: "us-east-1",
    S3_FORCE_PATH_STYLE: "true",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_PREFIX: "uploads/",
  });
  resetEnvCache();
  return {
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
      process.env = saved;
      resetEnvCache();
    },
  };
}
