import { createTestUser, resetDatabase } from "../support/db";
import { BASE_URL, http, signIn } from "../support/http";

beforeAll(resetDatabase);

describe("API conventions", () => {
  it("answers unknown /api paths with a JSON 404", async () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      const res = await http("/api/does-not-exist/at/all", { method });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        error: "No API route at /api/does-not-exist/at/all",
        code: "NOT_FOUND",
      });
    }
  });

  it("refuses a state-changing request from another site", async () => {
    const user = await createTestUser();
    const cookie = await signIn(user.username, user.password);
    const res = await http("/api/user/profile", {
      method: "PATCH",
      cookie,
      json: { fullName: "Evil" },
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe("Cross-site request refused.");
    expect((await http("/api/user", { cookie })).body.fullName).not.toBe("Evil");
  });

  it("sends security headers on pages and API answers", async () => {
    for (const path of ["/auth", "/api/health"]) {
      const res = await fetch(`${BASE_URL}${path}`);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-powered-by")).toBeNull();
    }
    const page = await fetch(`${BASE_URL}/auth`);
    expect(page.headers.get("content-security-policy")).toMatch(
      /script-src 'self' 'nonce-[^']+' 'strict-dynamic'/,
    );
    expect(page.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
  });

  it("serves only well-formed upload keys", async () => {
    expect((await fetch(`${BASE_URL}/uploads/../../etc/passwd`)).status).toBe(404);
    expect((await fetch(`${BASE_URL}/uploads/avatars/nothing-here.webp`)).status).toBe(404);
  });
});
