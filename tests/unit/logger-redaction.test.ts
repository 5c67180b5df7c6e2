/**
 * The logger never writes a secret: secret-named fields at any depth, errors (message, stack,
 * cause) and secrets inside any text are redacted. A real failed Drizzle insert is checked against
 * PostgreSQL in tests/integration/logger-failed-query.test.ts.
 */
import { isSecretField, logger, redact, redactText, REDACTED } from "@/lib/server/logger";

const ARGON2 =
  "$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$0f7bS4hW5dVb9w0sLhK8m2oYqT1xZp3rNn6uEeG4JcA";
const JWT =
  "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dBjftJeZ4CVPmB92K27uhbUJU1p1r_wW1gFWFOEjXk";
const JWE =
  "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..qSHkDNiP1yM9nWv_.hwRGoS4bB8fc8uQv1gJ1tA.Zr3P3xtT1dWpj1E0mQ8z1A";

/** Everything a line would show, as text, for `not.toContain` checks. */
const shown = (value: unknown) => JSON.stringify(redact(value));

describe("secret-named fields", () => {
  it.each([
    "password",
    "Password",
    "newPassword",
    "currentPassword",
    "passwordHash",
    "password_hash",
    "hash",
    "token",
    "accessToken",
    "refresh_token",
    "tokenHash",
    "token_hash",
    "encryptedToken",
    "encrypted_token",
    "secret",
    "NEXTAUTH_SECRET",
    "clientSecret",
    "S3_SECRET_ACCESS_KEY",
    "accessKeyId",
    "cookie",
    "Cookie",
    "set-cookie",
    "authorization",
    "Authorization",
    "apiKey",
    "api_key",
    "OPENAI_API_KEY",
    "x-api-key",
    "session",
    "sessionId",
    "session_id",
    "smtpUrl",
    "SMTP_URL",
    "DATABASE_URL",
    "privateKey",
    "credentials",
  ])("withholds %s", (name) => {
    expect(isSecretField(name)).toBe(true);
    expect(redact({ [name]: "s3cr3t-value" })).toEqual({ [name]: REDACTED });
  });

  it.each(["username", "email", "userId", "jobId", "addressHash", "promptTokens", "sessions"])(
    "keeps %s",
    (name) => {
      expect(isSecretField(name)).toBe(false);
      expect(redact({ [name]: "plain" })).toEqual({ [name]: "plain" });
    },
  );

  it("withholds them in nested objects, arrays, maps and Headers", () => {
    const value = {
      request: {
        headers: { Cookie: "a=b", Authorization: "Bearer abcdefghijkl", accept: "text/html" },
        body: [{ username: "bob", password: "hunter22" }, { nested: { deeper: { token: "t0k" } } }],
      },
      map: new Map<string, unknown>([
        ["apiKey", "k-123"],
        ["ok", 1],
      ]),
      headers: new Headers({ cookie: "next-auth.session-token=abc", "content-type": "x" }),
    };
    const out = redact(value) as Record<string, never>;
    expect(out).toEqual({
      request: {
        headers: { Cookie: REDACTED, Authorization: REDACTED, accept: "text/html" },
        body: [
          { username: "bob", password: REDACTED },
          { nested: { deeper: { token: REDACTED } } },
        ],
      },
      map: { apiKey: REDACTED, ok: 1 },
      headers: { cookie: REDACTED, "content-type": "x" },
    });
  });

  it("survives cycles, BigInt, buffers and depth", () => {
    const loop: Record<string, unknown> = { name: "loop" };
    loop.self = loop;
    let deep: Record<string, unknown> = { password: "x" };
    for (let i = 0; i < 20; i++) deep = { next: deep };
    const out = shown({ loop, big: 12n, bytes: Buffer.from("secret bytes"), deep });
    expect(out).toContain('"self":"[circular]"');
    expect(out).toContain('"big":"12"');
    expect(out).toContain('"bytes":"[12 bytes]"');
    expect(out).toContain("[too deep]");
    expect(out).not.toContain("secret bytes");
  });
});

describe("secrets inside text", () => {
  it.each([
    ["an argon2 hash", `stored ${ARGON2} for bob`, ARGON2],
    ["an argon2 hash in a comma list", `bob,bob@x.com,${ARGON2},user`, "c29tZXNhbHRzb21lc2FsdA"],
    [
      "a bcrypt hash",
      "hash $2b$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy here",
      "N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy",
    ],
    [
      "a bearer token",
      "Authorization: Bearer sk-live-abcdef1234567890",
      "sk-live-abcdef1234567890",
    ],
    ["a bearer token in prose", "sent bearer abcdefghijklmnop upstream", "abcdefghijklmnop"],
    ["basic credentials", "header Basic dXNlcjpwYXNzd29yZA== sent", "dXNlcjpwYXNzd29yZA=="],
    [
      "a next-auth session cookie",
      "cookie next-auth.session-token=abc.def-ghi; Path=/",
      "abc.def-ghi",
    ],
    [
      "a secure session cookie chunk",
      "__Secure-next-auth.session-token.0=chunkvalue123",
      "chunkvalue123",
    ],
    ["a CSRF cookie", "next-auth.csrf-token=csrfvalue%7Chash", "csrfvalue"],
    ["a cookie header line", "cookie: theme=dark; sid=abc123", "sid=abc123"],
    ["a JWT", `token was ${JWT}`, JWT],
    ["a JWE", `jwe ${JWE} end`, JWE],
    ["SMTP credentials", "connect smtp://mailer:pa55word@smtp.example.com:587 failed", "pa55word"],
    ["SMTP user", "smtps://apikey:SG.xyz@smtp.sendgrid.net", "SG.xyz"],
    [
      "database credentials",
      "postgres://app:s3cret@db.internal:5432/pitchside unreachable",
      "s3cret",
    ],
    ["a password with @", "smtp://user:p@ss@host:25", "ss@"],
    [
      "a reset token in a link",
      "http://localhost:3000/auth/reset?token=AbCdEf123_-x&x=1",
      "AbCdEf",
    ],
    ["a form body password", "username=bob&password=hunter22", "hunter22"],
    [
      "a share link's page path",
      "GET /p/Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6 failed",
      "Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6",
    ],
    [
      "a share link's API path",
      "path /api/shared-proposals/Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4/unlock",
      "Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4",
    ],
    ["an api_key parameter", "GET /feed?q=golf&api_key=k-987", "k-987"],
  ])("redacts %s", (_label, text, secret) => {
    const out = redactText(text);
    expect(out).not.toContain(secret);
    expect(out).toContain(REDACTED);
  });

  it("keeps the text around a secret readable", () => {
    expect(redactText("connect smtp://mailer:pw@smtp.example.com:587 failed")).toBe(
      `connect smtp://${REDACTED}@smtp.example.com:587 failed`,
    );
    expect(redactText("http://localhost:3000/auth/reset?token=abc&next=/")).toBe(
      `http://localhost:3000/auth/reset?token=${REDACTED}&next=/`,
    );
  });

  it("leaves ordinary text alone", () => {
    for (const text of [
      "job 42 failed: sponsor brand not found",
      "Basic checks passed for 12 sponsors",
      "token verification failed",
      "select * from users where id = $1",
      "https://example.com/logo.png?size=64",
      "design=modern",
      "GET /api/proposals/12/share-links",
    ]) {
      expect(redactText(text)).toBe(text);
    }
  });

  it("drops the params of Drizzle's failed-query text and keeps the SQL", () => {
    const message = `Failed query: insert into "users" ("username", "password") values ($1, $2)\nparams: bob,${ARGON2}`;
    const out = redactText(message);
    expect(out).toBe(
      `Failed query: insert into "users" ("username", "password") values ($1, $2)\nparams: ${REDACTED}`,
    );
    const stack = `Error: ${message}\nline two of a value\n    at PgPreparedQuery.queryWithCache (x.js:1:2)\n    at next (y.js:3:4)`;
    const outStack = redactText(stack);
    expect(outStack).not.toContain("bob,");
    expect(outStack).not.toContain("line two of a value");
    expect(outStack).toContain("    at PgPreparedQuery.queryWithCache (x.js:1:2)");
  });
});

describe("errors", () => {
  it("redacts the message, the stack and every cause, and drops extra properties", () => {
    const root = new Error(`upstream said ${JWT}`);
    const middle = new Error("request to smtp://u:topsecret@mail.example.com failed", {
      cause: root,
    });
    const top = Object.assign(new Error(`insert failed for ${ARGON2}`, { cause: middle }), {
      params: ["bob", ARGON2],
      code: "23505",
    });
    const out = shown({ error: top });
    for (const secret of [JWT, "topsecret", ARGON2, "c29tZXNhbHRzb21lc2FsdA"]) {
      expect(out).not.toContain(secret);
    }
    const error = (redact({ error: top }) as { error: Record<string, unknown> }).error;
    expect(error.code).toBe("23505");
    expect(error.params).toBeUndefined();
    expect(error.stack).toEqual(expect.stringContaining("at "));
    expect((error.cause as Record<string, unknown>).cause).toMatchObject({ name: "Error" });
  });

  it("redacts the errors of an AggregateError", () => {
    const out = shown(new AggregateError([new Error(`bad ${JWT}`)], "several"));
    expect(out).not.toContain(JWT);
    expect(out).toContain("several");
  });
});

describe("the logger's lines", () => {
  let lines: string[];
  let spies: jest.SpyInstance[];
  beforeEach(() => {
    lines = [];
    const capture = (line: unknown) => void lines.push(String(line));
    spies = [
      jest.spyOn(console, "log").mockImplementation(capture),
      jest.spyOn(console, "error").mockImplementation(capture),
    ];
  });
  afterEach(() => spies.forEach((spy) => spy.mockRestore()));

  it("redacts the message and every field", () => {
    logger.error(`sign-in failed with cookie next-auth.session-token=${JWE}`, {
      user: { username: "bob", passwordHash: ARGON2 },
      note: `hash was ${ARGON2}`,
    });
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(line).not.toContain(JWE);
    expect(line).not.toContain("c29tZXNhbHRzb21lc2FsdA");
    const parsed = JSON.parse(line);
    expect(parsed.user).toEqual({ username: "bob", passwordHash: REDACTED });
    expect(parsed.level).toBe("error");
  });
});
