import { getEnv } from "@/lib/env";

type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level | "silent", number> = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
  silent: 99,
};

function serialise(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] =
      value instanceof Error
        ? { name: value.name, message: value.message, stack: value.stack }
        : value;
  }
  return out;
}

function write(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  let threshold: Level | "silent" = "info";
  try {
    threshold = getEnv().LOG_LEVEL;
  } catch {
    // A broken environment must not silence the log that reports it.
  }
  if (ORDER[level] < ORDER[threshold]) return;
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    message,
    ...serialise(fields),
  });
  if (level === "error" || level === "warn") console.error(line);
  else console.log(line);
}

/** Structured one-line JSON logs on stdout/stderr. */
export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write("debug", message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
};
