import { AppError } from "./errors";

/**
 * Text the API refuses wherever a request carries it (route segments, query values, every string
 * and key of a JSON body, multipart fields and file names), before any schema or query sees it:
 *   - C0 control characters other than tab, line feed and carriage return. NUL cannot be stored
 *     by PostgreSQL at all, and the others have no place in names, notes or searches.
 *   - Unpaired UTF-16 surrogates (`"\ud800"` in JSON): not Unicode text; they cannot be encoded as
 *     UTF-8, so they would be stored as U+FFFD or refused by the database's JSON type.
 * Bodies nested deeper than MAX_JSON_DEPTH are refused too: no form comes near it, and deep values
 * make recursive code (JSON.stringify when storing, the logger) overflow the stack.
 */
export const MAX_JSON_DEPTH = 64;

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Issues reported at most (a body full of NULs needs one line, not thousands). */
const MAX_ISSUES = 20;

export interface InputIssue {
  path: string;
  message: string;
}

const codePoint = (char: string) =>
  `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;

/** Why this text is refused, or null. `what` names it in the message ("bio", "A field name"). */
export function unsafeTextProblem(text: string, what: string): string | null {
  const control = CONTROL.exec(text);
  if (control) {
    return `${what} contains a control character (${codePoint(control[0])}), which is not allowed`;
  }
  const surrogate = LONE_SURROGATE.exec(text);
  if (surrogate) {
    return `${what} contains an unpaired surrogate (${codePoint(surrogate[0])}), which is not valid text`;
  }
  return null;
}

/** A key as it appears in an issue path: plain keys as they are, others quoted and shortened. */
function pathSegment(key: string): string {
  if (/^[\w$-]{1,64}$/.test(key)) return key;
  const shown = key.length > 40 ? `${key.slice(0, 40)}…` : key;
  return JSON.stringify(shown);
}

/**
 * Every refused string or key in `value` (a parsed JSON body, the params, the query), found
 * without recursion. Throws a 400 at once when the value is nested deeper than MAX_JSON_DEPTH.
 */
export function unsafeTextIssues(value: unknown, root: string): InputIssue[] {
  const issues: InputIssue[] = [];
  const queue: Array<{ value: unknown; path: string; name: string; depth: number }> = [
    { value, path: root, name: root, depth: 0 },
  ];
  for (let head = 0; head < queue.length && issues.length < MAX_ISSUES; head++) {
    const item = queue[head]!;
    if (typeof item.value === "string") {
      const problem = unsafeTextProblem(item.value, item.name);
      if (problem) issues.push({ path: item.path, message: problem });
    } else if (typeof item.value === "object" && item.value !== null) {
      if (item.depth >= MAX_JSON_DEPTH) {
        throw new AppError(
          "BAD_REQUEST",
          `The request ${root} is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`,
          { details: [{ path: item.path, message: "Nested too deeply" }] },
        );
      }
      for (const [key, child] of Object.entries(item.value)) {
        const path = `${item.path}.${pathSegment(key)}`;
        const keyProblem = unsafeTextProblem(key, `A field name in ${item.path}`);
        if (keyProblem) issues.push({ path, message: keyProblem });
        const name = Array.isArray(item.value) ? item.name : key;
        queue.push({ value: child, path, name, depth: item.depth + 1 });
      }
    }
  }
  return issues;
}

/** Refuse the request with a 400 naming every field that carries refused text. */
export function assertSafeText(value: unknown, root: string): void {
  throwIfAny(unsafeTextIssues(value, root));
}

/** The same rule for a multipart form: field names, text values and file names. */
export function assertSafeForm(form: FormData): void {
  const issues: InputIssue[] = [];
  for (const [name, value] of form.entries()) {
    const path = `form.${pathSegment(name)}`;
    const nameProblem = unsafeTextProblem(name, "A field name in form");
    if (nameProblem) issues.push({ path, message: nameProblem });
    if (typeof value === "string") {
      const problem = unsafeTextProblem(value, name);
      if (problem) issues.push({ path, message: problem });
    } else {
      const problem = unsafeTextProblem(value.name, "The file name");
      if (problem) issues.push({ path: `${path}.fileName`, message: problem });
    }
  }
  throwIfAny(issues);
}

function throwIfAny(issues: InputIssue[]): void {
  if (issues.length === 0) return;
  throw new AppError("VALIDATION_ERROR", issues[0]!.message, { details: issues });
}

/** The longest client file name kept for display. */
export const MAX_FILE_NAME_LENGTH = 255;

/**
 * The name the client gave an uploaded file, fit to show: control characters (tab, line breaks
 * and DEL included) removed, trimmed, at most 255 characters (whole characters, never half a
 * surrogate pair). Stored files are always named by the app (storage keys), never by this.
 */
export function clientFileName(name: string, fallback = "upload"): string {
  const cleaned = name.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return Array.from(cleaned).slice(0, MAX_FILE_NAME_LENGTH).join("").trim() || fallback;
}
