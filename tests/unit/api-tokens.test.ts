import { createHash } from "node:crypto";
import {
  bearerToken,
  hashToken,
  newTokenSecret,
  scopeAllows,
} from "@/lib/server/api-tokens/secret";
import { apiTokenCreateCheck } from "@/lib/shared/api-token-rules";
import { apiTokenCreateSchema, API_TOKEN_MESSAGES } from "@/lib/shared/schemas/api-token";

describe("API token secrets", () => {
  it("mints ps_ + 43 base64url characters, distinct each time, with a 10-character prefix", () => {
    const a = newTokenSecret();
    const b = newTokenSecret();
    expect(a.token).toMatch(/^ps_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a.token.slice(3), "base64url")).toHaveLength(32);
    expect(a.token).not.toBe(b.token);
    expect(a.prefix).toBe(a.token.slice(0, 10));
    expect(a.hash).toBe(createHash("sha256").update(a.token).digest("hex"));
    expect(hashToken(a.token)).toHaveLength(64);
  });

  it("reads the bearer credential of an Authorization header", () => {
    const { token } = newTokenSecret();
    expect(bearerToken(null)).toBeUndefined();
    expect(bearerToken("Basic dXNlcjpwYXNz")).toBeUndefined();
    expect(bearerToken(`Bearer ${token}`)).toBe(token);
    expect(bearerToken(`bearer   ${token}  `)).toBe(token);
    expect(bearerToken("Bearer ")).toBeNull();
    expect(bearerToken("Bearer not-a-token")).toBeNull();
    expect(bearerToken(`Bearer ${token}x`)).toBeNull();
    expect(bearerToken(`Bearer gh_${token.slice(3)}`)).toBeNull();
  });

  it("lets a read token only read and a write token do anything", () => {
    for (const method of ["GET", "HEAD", "get"]) expect(scopeAllows("read", method)).toBe(true);
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(scopeAllows("read", method)).toBe(false);
      expect(scopeAllows("write", method)).toBe(true);
    }
  });
});

describe("creating a token", () => {
  const parse = (body: unknown) => apiTokenCreateSchema.safeParse(body);
  const first = (body: unknown) => {
    const result = parse(body);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it("takes a name, a scope and 1–365 days or no expiry", () => {
    expect(parse({ name: " CI ", scope: "read", expiresInDays: 30 }).data).toEqual({
      name: "CI",
      scope: "read",
      expiresInDays: 30,
    });
    expect(parse({ name: "CI", scope: "write", expiresInDays: null }).success).toBe(true);
    expect(parse({ name: "CI", scope: "write", expiresInDays: 365 }).success).toBe(true);
    expect(first({ name: "CI", scope: "write", expiresInDays: 366 })).toBe(
      API_TOKEN_MESSAGES.expiry,
    );
    expect(first({ name: "CI", scope: "write", expiresInDays: 1.5 })).toBe(
      API_TOKEN_MESSAGES.expiry,
    );
    expect(first({ name: "CI", scope: "write" })).toBe(API_TOKEN_MESSAGES.expiry);
    expect(first({ name: "CI", scope: "admin", expiresInDays: 1 })).toBe(API_TOKEN_MESSAGES.scope);
    expect(first({ name: "", scope: "read", expiresInDays: 1 })).toBe(
      API_TOKEN_MESSAGES.nameRequired,
    );
    expect(first({ name: "x".repeat(101), scope: "read", expiresInDays: 1 })).toBe(
      API_TOKEN_MESSAGES.nameTooLong,
    );
    expect(first({ name: "null", scope: "read", expiresInDays: 1 })).toBe(
      'Token name cannot be "null"',
    );
  });
});

describe("the settings page's token form check (without zod)", () => {
  const good = { name: "CRM sync", scope: "read", expiresInDays: 90 };
  const firstMessages = (result: {
    success: boolean;
    data?: unknown;
    error?: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
  }): unknown => {
    if (result.success) return { ok: result.data };
    const messages: Record<string, string> = {};
    for (const issue of result.error?.issues ?? [])
      messages[String(issue.path[0])] ??= issue.message;
    return messages;
  };
  test.each([
    good,
    { ...good, name: "  Zapier  ", scope: "write", expiresInDays: null },
    { ...good, name: "" },
    { ...good, name: "   " },
    { ...good, name: "x".repeat(101) },
    { ...good, name: "undefined" },
    { ...good, name: "a\tb" },
    { ...good, scope: "admin" },
    { ...good, expiresInDays: 0 },
    { ...good, expiresInDays: 366 },
    { ...good, expiresInDays: 1.5 },
    { ...good, expiresInDays: undefined },
    { name: 7, scope: "read", expiresInDays: 30 },
  ])("the same answer as the server's schema %#", (values) => {
    expect(firstMessages(apiTokenCreateCheck.safeParse(values))).toEqual(
      firstMessages(apiTokenCreateSchema.safeParse(values)),
    );
  });
});
