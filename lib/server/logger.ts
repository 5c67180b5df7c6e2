import { getEnv } from "@/lib/env";

type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level | "silent", number> = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
  silent: 99,
};

export const REDACTED = "[redacted]";

/**
 * Field names whose values are never logged, compared case-insensitively with "-", "_" and "."
 * ignored (so `set-cookie`, `api_key` and `NEXTAUTH_SECRET` match): credentials, anything that
 * proves a session, and the values a failed query lists.
 */
const SECRET_FIELD =
  /password|passwd|passphrase|secret|apikey|accesskey|privatekey|authorization|cookie|credential|signature|token$|tokenhash|^(?:hash|pass|pwd|session|sessionid|sid|jwt|otp|smtpurl|databaseurl|connectionstring)$/;

/** Whether a field of this name is withheld from the log. */
export function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name.toLowerCase().replace(/[-_.\s]/g, ""));
}

/**
 * Secrets recognised inside any text (messages, stacks, values under innocent names), each replaced
 * in place so the rest of the text still helps whoever reads the log.
 */
const SECRET_TEXT: [RegExp, string][] = [
  // Drizzle's "Failed query: <sql>\nparams: <every value>" (a user insert lists the password
  // hash): the SQL stays, the values go, up to the stack's first frame or the end of the text.
  [/(Failed query:[^\n]*\nparams:)[^\n]*(?:\n(?! {4}at )[^\n]*)*/g, `$1 ${REDACTED}`],
  // Password hashes: argon2 ($argon2id$v=19$m=19456,t=2,p=1$salt$hash; its parameters hold
  // commas), bcrypt, and the other PHC-style formats.
  [/\$argon2(?:id|i|d)\$[^\s"'`;)}\]]+/g, REDACTED],
  [/\$(?:2[abxy]?\$\d{2}|scrypt|pbkdf2[-\w]*)\$[^\s"'`,;)}\]]+/g, REDACTED],
  // Credentials in an Authorization header written out as text.
  [/\b(bearer)\s+[\w~+/.=-]{8,}/gi, `$1 ${REDACTED}`],
  [/\b(Basic)\s+(?=[A-Za-z\d+/]*[\d+/=])[A-Za-z\d+/]{8,}={0,2}/g, `$1 ${REDACTED}`],
  // next-auth's cookies (the session token, its chunks, the CSRF token) wherever one is written.
  [/((?:__Secure-|__Host-)?next-auth\.[\w.-]+)=[^;\s,"']*/gi, `$1=${REDACTED}`],
  // Header lines that carry credentials ("cookie: …", "authorization: …", JSON or plain).
  [
    /\b((?:set-)?cookie|authorization|proxy-authorization|x-api-key)(["']?\s*[:=]\s*["']?)[^\n"']+/gi,
    `$1$2${REDACTED}`,
  ],
  // JWTs and JWEs (next-auth's session token is one): a base64url JSON header, then dot parts.
  [/\beyJ[\w-]{5,}(?:\.[\w-]*){2,4}/g, REDACTED],
  // Credentials in a URL (smtp://user:pass@host, postgres://user:pass@host/db).
  [/\b([a-z][a-z\d+.-]*:\/\/)[^\s/?#"'<>]+@/gi, `$1${REDACTED}@`],
  // A share link's token in its page or API path (/p/{token}, /api/shared-proposals/{token}/…):
  // the path alone opens the shared proposal.
  [/(\/(?:p|shared-proposals)\/)[A-Za-z0-9_-]{16,}/g, `$1${REDACTED}`],
  // Secret-named parameters in a query string or form body (…/reset?token=…, password=…).
  [
    /((?:^|[?&;\s])[\w-]*(?:token|secret|password|passwd|api[-_]?key|access[-_]?key|signature)[\w-]*=)[^&#\s"'<>]*/gi,
    `$1${REDACTED}`,
  ],
];

/** A text with every recognised secret replaced. */
export function redactText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of SECRET_TEXT) {
    out = out.replace(pattern, replacement);
  }
  return out;
}

const MAX_DEPTH = 8;

/** The fields of an error worth logging: never its own extra properties (Drizzle's `params`). */
const ERROR_FIELDS = [
  "code",
  "status",
  "detail",
  "hint",
  "constraint",
  "table",
  "column",
  "schema",
  "routine",
  "query",
] as const;

function redactError(error: Error, seen: WeakSet<object>, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {
    name: error.name,
    message: redactText(error.message),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of ERROR_FIELDS) {
    if (fields[field] !== undefined && fields[field] !== null) {
      out[field] = redactValue(fields[field], seen, depth + 1);
    }
  }
  if (error.stack) out.stack = redactText(error.stack);
  if (error.cause !== undefined) out.cause = redactValue(error.cause, seen, depth + 1);
  if (error instanceof AggregateError) {
    out.errors = redactValue(error.errors, seen, depth + 1);
  }
  return out;
}

function redactValue(value: unknown, seen: WeakSet<object>, depth: number): unknown {
  if (typeof value === "string") return redactText(value);
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "function" || typeof value === "symbol") return undefined;
  if (value === null || typeof value !== "object") return value;
  if (seen.has(value)) return "[circular]";
  if (depth >= MAX_DEPTH) return "[too deep]";
  seen.add(value);
  try {
    if (value instanceof Error) return redactError(value, seen, depth);
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
    if (value instanceof URL) return redactText(value.href);
    if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) {
      return `[${value.byteLength} bytes]`;
    }
    if (value instanceof Headers || value instanceof Map) {
      return redactEntries(value.entries(), seen, depth);
    }
    if (value instanceof Set) return redactValue([...value], seen, depth);
    if (Array.isArray(value)) return value.map((item) => redactValue(item, seen, depth + 1));
    const toJSON = (value as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === "function") {
      return redactValue((toJSON as () => unknown).call(value), seen, depth + 1);
    }
    return redactEntries(Object.entries(value), seen, depth);
  } finally {
    seen.delete(value);
  }
}

function redactEntries(
  entries: Iterable<[unknown, unknown]>,
  seen: WeakSet<object>,
  depth: number,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawKey, item] of entries) {
    const key = String(rawKey);
    out[key] = isSecretField(key) ? REDACTED : redactValue(item, seen, depth + 1);
  }
  return out;
}

/**
 * A copy of a value that is safe to log: secret-named fields withheld at any depth (in objects,
 * arrays, maps, Headers and errors' causes), secrets in any text replaced, errors reduced to their
 * name, message, stack, cause and database fields.
 */
export function redact(value: unknown): unknown {
  return redactValue(value, new WeakSet(), 0);
}

/** Whether lines of this level are written under the configured LOG_LEVEL. */
export function logs(level: Level): boolean {
  let threshold: Level | "silent" = "info";
  try {
    threshold = getEnv().LOG_LEVEL;
  } catch {
    // A broken environment must not silence the log that reports it.
  }
  return ORDER[level] >= ORDER[threshold];
}

function write(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (!logs(level)) return;
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    message: redactText(message),
    ...(redact(fields) as Record<string, unknown>),
  });
  if (level === "error" || level === "warn") console.error(line);
  else console.log(line);
}

/**
 * Structured one-line JSON logs on stdout/stderr. Every line is redacted (see `redact`): a caller
 * may log an error or a request's fields without picking the secrets out first.
 */
export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write("debug", message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
};
