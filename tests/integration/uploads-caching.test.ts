import { storeFileAt } from "@/lib/server/storage/store";
import { createTestUser, resetDatabase } from "../support/db";
import { BASE_URL, http, signIn } from "../support/http";
import { formWithFile, pngBytes, SAFE_SVG } from "../support/images";

beforeAll(resetDatabase);

async function uploadedPicture(): Promise<string> {
  const user = await createTestUser();
  const cookie = await signIn(user.username, user.password);
  const res = await http<{ profilePicture: string }>("/api/user/profile-picture", {
    cookie,
    form: formWithFile("profilePicture", await pngBytes(80, 80), "me.png", "image/png"),
  });
  expect(res.status).toBe(200);
  return res.body.profilePicture;
}

describe("GET /uploads/{key} caching", () => {
  it("serves an uploaded file (unique name) as immutable for a year, with validators", async () => {
    const url = await uploadedPicture();
    const first = await fetch(`${BASE_URL}${url}`);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const lastModified = first.headers.get("last-modified");
    expect(Number.isNaN(Date.parse(lastModified ?? ""))).toBe(false);
    expect((await first.arrayBuffer()).byteLength).toBeGreaterThan(0);

    // The same bytes answer the same tag.
    expect((await fetch(`${BASE_URL}${url}`)).headers.get("etag")).toBe(etag);

    const revalidated = await fetch(`${BASE_URL}${url}`, { headers: { "if-none-match": etag! } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("etag")).toBe(etag);
    expect((await revalidated.arrayBuffer()).byteLength).toBe(0);

    const weakInList = await fetch(`${BASE_URL}${url}`, {
      headers: { "if-none-match": `"other", W/${etag}` },
    });
    expect(weakInList.status).toBe(304);

    const stale = await fetch(`${BASE_URL}${url}`, { headers: { "if-none-match": '"other"' } });
    expect(stale.status).toBe(200);
    expect((await stale.arrayBuffer()).byteLength).toBeGreaterThan(0);

    const sinceWrite = await fetch(`${BASE_URL}${url}`, {
      headers: { "if-modified-since": lastModified! },
    });
    expect(sinceWrite.status).toBe(304);

    const beforeWrite = await fetch(`${BASE_URL}${url}`, {
      headers: {
        "if-modified-since": new Date(Date.parse(lastModified!) - 60_000).toUTCString(),
      },
    });
    expect(beforeWrite.status).toBe(200);

    // If-None-Match wins over If-Modified-Since when both are sent.
    const bothSent = await fetch(`${BASE_URL}${url}`, {
      headers: { "if-none-match": '"other"', "if-modified-since": lastModified! },
    });
    expect(bothSent.status).toBe(200);
  });

  it("serves a file stored under a chosen name for a day, revalidated, with a new tag once rewritten", async () => {
    const key = "logos/sponsors/caching-test-monogram.svg";
    const url = await storeFileAt(key, Buffer.from(SAFE_SVG), "image/svg+xml");
    const first = await fetch(`${BASE_URL}${url}`);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, max-age=86400, must-revalidate");
    const etag = first.headers.get("etag")!;
    expect((await fetch(`${BASE_URL}${url}`, { headers: { "if-none-match": etag } })).status).toBe(
      304,
    );

    await storeFileAt(key, Buffer.from(SAFE_SVG.replace("PS", "PX")), "image/svg+xml");
    const rewritten = await fetch(`${BASE_URL}${url}`, { headers: { "if-none-match": etag } });
    expect(rewritten.status).toBe(200);
    expect(rewritten.headers.get("etag")).not.toBe(etag);
    expect(await rewritten.text()).toContain("PX");
  });

  it("still answers 404 for a missing file", async () => {
    const res = await fetch(`${BASE_URL}/uploads/avatars/AbCdEfGhIjKlMnOpQrStUv.webp`, {
      headers: { "if-none-match": "*" },
    });
    expect(res.status).toBe(404);
  });
});
