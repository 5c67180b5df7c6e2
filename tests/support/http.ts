import { appendFileSync } from "node:fs";

/** Real HTTP against the server under test. */
export const BASE_URL = process.env.TEST_BASE_URL ?? "http://127.0.0.1:3000";

export interface HttpResult<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

interface RequestOptions {
  method?: string;
  json?: unknown;
  /** A raw body (for malformed or oversized payloads). */
  raw?: BodyInit;
  form?: FormData;
  cookie?: string | null;
  headers?: Record<string, string>;
  /** Another server than the one under test (a second instance on the same database). */
  base?: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies in tests are arbitrary JSON
type AnyJson = any;

export async function http<T = AnyJson>(
  path: string,
  options: RequestOptions = {},
): Promise<HttpResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  let body: BodyInit | undefined = options.raw;
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  const method = options.method ?? (body === undefined ? "GET" : "POST");
  const response = await fetch(`${options.base ?? BASE_URL}${path}`, {
    method,
    headers,
    body,
    redirect: "manual",
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  if (!options.base) record(response, method, path, parsed);
  return { status: response.status, headers: response.headers, body: parsed as T };
}

/**
 * GET one page of a paged list and read it as the client does: the array as `items`, the
 * X-Total-Count, X-Page and X-Page-Size headers as `total`, `page` and `pageSize` (each must be
 * there). Any answer but a 200 is returned as it came, so refusals are checked as usual.
 */
export async function httpPage(
  path: string,
  options: RequestOptions = {},
): Promise<HttpResult<AnyJson>> {
  const res = await http(path, options);
  if (res.status !== 200) return res;
  const header = (name: string) => {
    const value = res.headers.get(name);
    if (value === null) throw new Error(`${path} answered no ${name} header`);
    return Number(value);
  };
  if (!Array.isArray(res.body)) throw new Error(`${path} answered no array`);
  return {
    ...res,
    body: {
      items: res.body,
      total: header("x-total-count"),
      page: header("x-page"),
      pageSize: header("x-page-size"),
    },
  };
}

/**
 * Response replay: with RECORD_RESPONSES_FILE set (scripts/test.mjs sets it for the integration
 * stage), every JSON answer of an /api path from the server under test is appended to that file
 * as one line { method, path, status, body }; tests/replay checks a sample of them against the
 * operations' declared response schemas.
 */
function record(response: Response, method: string, path: string, body: unknown): void {
  const file = process.env.RECORD_RESPONSES_FILE;
  if (!file) return;
  if (!(response.headers.get("content-type") ?? "").includes("application/json")) return;
  const pathname = new URL(path, BASE_URL).pathname;
  if (!pathname.startsWith("/api/")) return;
  appendFileSync(
    file,
    JSON.stringify({
      method: method.toUpperCase(),
      path: pathname,
      status: response.status,
      body,
    }) + "\n",
  );
}

/** The session cookie (name=value) from a response's Set-Cookie header. */
export function sessionCookieFrom(headers: Headers): string | null {
  const cookies = headers.getSetCookie();
  const session = cookies.find((cookie) => cookie.includes("next-auth.session-token="));
  return session ? (session.split(";")[0] ?? null) : null;
}

/** Sign in through POST /api/login and return the session cookie to send with later requests. */
export async function signIn(
  username: string,
  password: string,
  rememberMe = false,
): Promise<string> {
  const result = await http("/api/login", { json: { username, password, rememberMe } });
  const cookie = sessionCookieFrom(result.headers);
  if (result.status !== 200 || !cookie) {
    throw new Error(
      `sign-in failed for ${username}: ${result.status} ${JSON.stringify(result.body)}`,
    );
  }
  return cookie;
}

/** Poll GET /api/jobs/{id} until the job has finished (completed, failed or cancelled). */
export async function waitForJob(id: string, cookie: string): Promise<AnyJson> {
  for (let i = 0; i < 150; i++) {
    const res = await http(`/api/jobs/${id}`, { cookie });
    if (["completed", "failed", "cancelled"].includes(res.body.status)) return res.body;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`job ${id} did not finish`);
}
