import { sql } from "drizzle-orm";
import { queryRows } from "@/lib/server/db/client";
import { BASE_URL } from "../http";
import type { FuzzRequest, SessionKind } from "./requests";

export interface Answer {
  request: FuzzRequest;
  status: number;
  contentType: string;
  text: string;
}

/** Send one request as its session, never following redirects. */
export async function send(
  request: FuzzRequest,
  cookies: Record<SessionKind, string | null>,
): Promise<Answer> {
  const headers: Record<string, string> = {};
  const cookie = cookies[request.session];
  if (cookie) headers.cookie = cookie;
  let body: BodyInit | undefined;
  if (request.body && "form" in request.body) body = request.body.form;
  else if (request.body) {
    body = request.body.bytes;
    if (request.body.contentType) headers["content-type"] = request.body.contentType;
  }
  const response = await fetch(`${BASE_URL}${request.url}`, {
    method: request.method,
    headers,
    body,
    redirect: "manual",
  });
  const contentType = response.headers.get("content-type") ?? "";
  const textual = !contentType || /json|text|csv|html|xml/.test(contentType);
  const text = textual ? await response.text() : (await response.arrayBuffer(), "");
  return { request, status: response.status, contentType, text };
}

/** Send requests with a few in flight at once, answers in request order. */
export async function sendAll(
  requests: FuzzRequest[],
  cookies: Record<SessionKind, string | null>,
  concurrency = 8,
): Promise<Answer[]> {
  const answers: Answer[] = new Array(requests.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, requests.length) }, async () => {
      while (next < requests.length) {
        const index = next++;
        answers[index] = await send(requests[index]!, cookies);
      }
    }),
  );
  return answers;
}

/** Text that must never reach a client: stack frames, module paths, SQL, driver and JS errors. */
export const LEAK_MARKERS = [
  "    at ",
  "node_modules",
  "SELECT ",
  "INSERT ",
  "syntax error",
  "drizzle",
  "TypeError",
];

const ERROR_KEYS = new Set(["error", "code", "details"]);

/** What is wrong with an answer, as lines for the failure report (empty when nothing). */
export function problemsOf(answer: Answer): string[] {
  const { request, status, text } = answer;
  const problems: string[] = [];
  if (status >= 500) problems.push(`server error ${status}`);
  if (status >= 300 && status < 400) problems.push(`unexpected redirect ${status}`);
  for (const marker of LEAK_MARKERS) {
    if (text.includes(marker)) problems.push(`leaks ${JSON.stringify(marker)}`);
  }
  if (request.mustRefuse && status < 400) problems.push(`accepted (${status}) but must be refused`);
  if (request.expectStatus && status !== request.expectStatus) {
    problems.push(`answered ${status}, expected ${request.expectStatus}`);
  }
  // The proxy's answer to a malformed page address is a plain page; everything else is the API's.
  const plainPage = !request.url.startsWith("/api") && status === 400;
  if (status >= 400 && status < 500 && !plainPage) {
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      payload = undefined;
    }
    const shaped =
      typeof payload === "object" &&
      payload !== null &&
      !Array.isArray(payload) &&
      typeof (payload as { error?: unknown }).error === "string" &&
      typeof (payload as { code?: unknown }).code === "string" &&
      Object.keys(payload).every((key) => ERROR_KEYS.has(key));
    if (!shaped) problems.push(`4xx not in the error shape: ${text.slice(0, 120)}`);
  }
  return problems;
}

/**
 * Tables a refused request may write by design, left out of the comparison: sign-in and sign-up
 * counters, the security events of the audit log, and sessions (their last-seen time).
 */
const WRITTEN_WHEN_REFUSED = new Set(["rate_limits", "audit_log", "sessions"]);
/**
 * Tables whose rows the background worker updates (job progress, delivery attempts): compared by
 * their number of rows, so that a refused request that queued a job or a message is still caught.
 */
const COUNTED_ONLY = new Set(["jobs", "email_outbox", "notifications"]);

/** A fingerprint of every table's contents: md5 of its rows in order, or its row count. */
export async function databaseChecksum(): Promise<Record<string, string>> {
  const tables = await queryRows<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const parts = tables
    .map((row) => row.tablename)
    .filter((table) => !WRITTEN_WHEN_REFUSED.has(table))
    .map((table) =>
      COUNTED_ONLY.has(table)
        ? `select '${table}' as t, count(*)::text as h from "${table}"`
        : `select '${table}' as t, md5(coalesce(string_agg(x::text, E'\\n' order by x::text), '')) as h from "${table}" x`,
    );
  const rows = await queryRows<{ t: string; h: string }>(sql.raw(parts.join(" union all ")));
  return Object.fromEntries(rows.map((row) => [row.t, row.h]));
}

/** The tables whose fingerprints differ. */
export function changedTables(before: Record<string, string>, after: Record<string, string>) {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}

/** Wait until no job is queued or running, so background work cannot touch the next batch. */
let lastIdle = "";

export async function waitForIdleJobs(timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  // Nothing written since the last idle look (most batches queue nothing): idle at once.
  let settled = lastIdle;
  while (Date.now() < deadline) {
    // Idle means nothing queued or running AND nothing written since the last look: a job that
    // has just ended still writes its notification after its status changes.
    const [row] = await queryRows<{ busy: number; stamp: string }>(
      sql`select (select count(*) from jobs where status in ('queued', 'processing'))::int as busy,
        (select count(*) || ':' || coalesce(max(updated_at)::text, '') from jobs) || '/' ||
        (select count(*) from notifications) as stamp`,
    );
    if (!row) return;
    if (row.busy === 0 && row.stamp === settled) {
      lastIdle = row.stamp;
      return;
    }
    settled = row.busy === 0 ? row.stamp : "";
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `background jobs were still running after ${timeoutMs / 1000} s, so a refused request's ` +
      "writes could not be told from theirs",
  );
}

/** The newest ids of every table with an integer id: rows valid requests can name. */
export async function knownIds(): Promise<number[]> {
  const tables = await queryRows<{ table_name: string }>(
    sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'id' and data_type = 'integer'
        order by table_name`,
  );
  if (tables.length === 0) return [];
  const parts = tables.map(
    (row) => `(select id from "${row.table_name}" order by id desc limit 3)`,
  );
  const rows = await queryRows<{ id: number }>(sql.raw(parts.join(" union ")));
  return [...new Set(rows.map((row) => Number(row.id)))].sort((a, b) => a - b);
}
