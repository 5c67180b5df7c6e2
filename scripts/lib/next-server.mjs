// Start the production server (scripts/server.mjs, what `npm start` runs) on a free port and wait
// until /api/health answers.
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { freePort, sleep } from "./process.mjs";

export async function startNextServer({
  env = {},
  name = "server",
  port,
  timeoutMs = 90_000,
} = {}) {
  const chosenPort = port ?? (await freePort());
  const logDir = path.resolve(".tmp");
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, `${name}.log`);
  const log = createWriteStream(logFile);
  // Test clients (jest's fetch, Playwright's request contexts) keep sockets open between calls. With
  // Node's 5 s default the server may close an idle socket just as a client reuses it, and that
  // request fails with ECONNRESET; idle sockets are kept for 65 s instead.
  const child = spawn(
    process.execPath,
    [
      "scripts/server.mjs",
      "-p",
      String(chosenPort),
      "-H",
      "127.0.0.1",
      "--keepAliveTimeout",
      "65000",
    ],
    {
      env: { ...process.env, ...env, PORT: String(chosenPort) },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const url = `http://127.0.0.1:${chosenPort}`;

  const deadline = Date.now() + timeoutMs;
  let exited = null;
  child.on("exit", (code) => (exited = code));
  for (;;) {
    if (exited !== null)
      throw new Error(`${name} exited (${exited}) before it was ready:\n${tail(logFile)}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`${name} did not become ready in ${timeoutMs} ms:\n${tail(logFile)}`);
    }
    await sleep(250);
  }
  return {
    url,
    port: chosenPort,
    logFile,
    child,
    async stop() {
      if (exited !== null) return;
      child.kill("SIGTERM");
      await Promise.race([new Promise((resolve) => child.on("exit", resolve)), sleep(5000)]);
      if (exited === null) child.kill("SIGKILL");
    },
  };
}

export function tail(file, lines = 60) {
  try {
    return readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}
