import { resetEnvCache } from "@/lib/env";
import { openWithServerKey, sealWithServerKey } from "@/lib/server/auth/server-key";

/**
 * Values encrypted with the server's key (AES-256-GCM, a key per purpose, the context
 * authenticated): they open only for the same purpose and context, and never once altered.
 */
const saved = process.env.NEXTAUTH_SECRET;
beforeAll(() => {
  // A set key, so no key file is generated in the data folder.
  process.env.NEXTAUTH_SECRET = "unit-test-secret-unit-test-secret-0123456789";
  resetEnvCache();
});
afterAll(() => {
  if (saved === undefined) delete process.env.NEXTAUTH_SECRET;
  else process.env.NEXTAUTH_SECRET = saved;
  resetEnvCache();
});

describe("the server key", () => {
  const secret = "a-share-link-token-0123456789";

  it("seals a value that opens again, and never reads the same twice", () => {
    const a = sealWithServerKey(secret, "purpose-a", "row-1");
    const b = sealWithServerKey(secret, "purpose-a", "row-1");
    expect(a).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(a).not.toContain(secret);
    expect(a).not.toBe(b);
    expect(openWithServerKey(a, "purpose-a", "row-1")).toBe(secret);
    expect(openWithServerKey(b, "purpose-a", "row-1")).toBe(secret);
  });

  it("does not open for another purpose or context, altered, or in another form", () => {
    const sealed = sealWithServerKey(secret, "purpose-a", "row-1");
    expect(openWithServerKey(sealed, "purpose-b", "row-1")).toBeNull();
    expect(openWithServerKey(sealed, "purpose-a", "row-2")).toBeNull();
    const bytes = Buffer.from(sealed.slice(3), "base64url");
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 1, bytes.length - 1);
    expect(openWithServerKey(`v1.${bytes.toString("base64url")}`, "purpose-a", "row-1")).toBeNull();
    expect(openWithServerKey(secret, "purpose-a", "row-1")).toBeNull();
    expect(openWithServerKey("v1.AAAA", "purpose-a", "row-1")).toBeNull();
  });
});
