// Structure rules of domain events, run by scripts/check-structure.mjs:
//   - features publish domain events (`publish` from lib/server/events/bus.ts); only the
//     subscribers write what an event causes: the webhook emitter is imported only inside
//     lib/server/webhooks/, the notification writer only inside lib/server/notifications/, and
//     the list of subscribers only by the bus;
//   - event names are declared once, in the vocabulary (lib/shared/domain-events.ts): no other
//     file lists two or more of them in one array.
import { readFileSync } from "node:fs";

export const VOCABULARY_FILE = "lib/shared/domain-events.ts";

/** What only its own feature (or one file) may import, and what to do instead. */
const PRIVATE_MODULES = [
  {
    module: "@/lib/server/webhooks/emit",
    allowed: (rel) => rel.startsWith("lib/server/webhooks/"),
    instead: "publish a domain event (lib/server/events/bus.ts); the webhooks' subscriber emits it",
  },
  {
    module: "@/lib/server/notifications/notify",
    allowed: (rel) => rel.startsWith("lib/server/notifications/"),
    instead:
      "publish a domain event (lib/server/events/bus.ts); the notifications' subscriber writes it",
  },
  {
    module: "@/lib/server/events/subscribers",
    allowed: (rel) => rel === "lib/server/events/bus.ts",
    instead: "publish through lib/server/events/bus.ts, which hands events to the subscribers",
  },
];

/** The vocabulary's event names: the keys of DOMAIN_EVENTS. */
export function vocabularyNames(text = readFileSync(VOCABULARY_FILE, "utf8")) {
  const start = text.indexOf("export const DOMAIN_EVENTS = {");
  if (start < 0) throw new Error(`${VOCABULARY_FILE}: DOMAIN_EVENTS not found`);
  const body = text.slice(start, text.indexOf("\n} as const", start));
  return [...body.matchAll(/^ {2}"([a-z_]+\.[a-z_]+)": \{/gm)].map((match) => match[1]);
}

const escape = (name) => name.replace(/\./g, "\\.");

/** Problems of one source file (repository path, text). Tests may call anything. */
export function eventRuleProblems(rel, text, names = vocabularyNames()) {
  if (rel.startsWith("tests/") || rel === VOCABULARY_FILE) return [];
  const problems = [];
  const where = (index) => `${rel}:${text.slice(0, index).split("\n").length}`;
  for (const rule of PRIVATE_MODULES) {
    if (rule.allowed(rel)) continue;
    const pattern = new RegExp(`from\\s+["']${rule.module}["']`, "g");
    for (const match of text.matchAll(pattern)) {
      problems.push(`${where(match.index)}: imports ${rule.module}; ${rule.instead}`);
    }
  }
  const any = new RegExp(`["'\`](${names.map(escape).join("|")})["'\`]`, "g");
  for (const match of text.matchAll(/\[([^[\]]*)\]/g)) {
    const named = new Set([...match[1].matchAll(any)].map((m) => m[1]));
    if (named.size >= 2) {
      problems.push(
        `${where(match.index)}: lists domain events (${[...named].join(", ")}); derive the list from the vocabulary (${VOCABULARY_FILE})`,
      );
    }
  }
  return problems;
}
