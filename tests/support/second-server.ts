import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

/**
 * A second production server on the same database and data folder as the one under test, the way
 * a host runs several instances of the app, optionally with settings of its own (`env`, added to
 * the test server's environment). It runs the production server entry, scripts/server.mjs, on the
 * build `npm test` made.
 */
export interface SecondServer {
  url: string;
  stop(): Promise<void>;
  /** Send a signal; answers when the process exits (its code, and ms from signal to exit). */
  signal(name: NodeJS.Signals): Promise<{ code: number | null; ms: number }>;
  /** What the server printed so far. */
  output(): string;
}

export interface SecondServerOptions {
  /** Settings of this instance on top of the test run's (a DATA_DIR of its own, a worker off…). */
  env?: Record<string, string>;
  timeoutMs?: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function startSecondServer(options: SecondServerOptions = {}): Promise<SecondServer> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const port = await freePort();
  let output = "";
  const child: ChildProcess = spawn(
    process.execPath,
    ["scripts/server.mjs", "-p", String(port), "-H", "127.0.0.1", "--keepAliveTimeout", "65000"],
    {
      env: { ...process.env, ...options.env, NODE_ENV: "production", PORT: String(port) },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const stop = async () => {
    if (exited()) return;
    const gone = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (!exited()) child.kill("SIGKILL");
  };
  const exit = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const signal = async (name: NodeJS.Signals) => {
    const sent = Date.now();
    child.kill(name);
    const code = await exit;
    return { code, ms: Date.now() - sent };
  };
  const server = { url, stop, signal, output: () => output };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited()) throw new Error(`second server exited:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`second server did not start in ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
