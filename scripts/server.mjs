// npm start — the production server: Next.js's own request handler (its documented custom-server
// API) under a plain Node HTTP server that first decides what the app may believe of the
// forwarding headers (scripts/lib/forwarding.mjs, TRUSTED_PROXY_HOPS). Everything else is what
// `next start` does: the same flags (-p/--port or PORT, default 3000; -H/--hostname, default every
// interface; --keepAliveTimeout <ms>), the build in `.next` (or $PITCHSIDE_DIST_DIR), and a graceful
// stop on SIGTERM or SIGINT. Run `next build` (or `npm run demo`) first.
import { createServer } from "node:http";
import net from "node:net";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import v8 from "node:v8";
import { applyForwarding, trustedProxyHops } from "./lib/forwarding.mjs";

/**
 * How far the JavaScript heap may grow past what survived V8's last full collection before the
 * next one, in percent. Left to itself V8 lets it grow by up to four times on a machine with
 * plenty of memory, and the work of a full re-rank or of lists under load (short-lived objects
 * that outlive a request's awaits, so they reach the old generation) then keeps 300 MiB and more
 * of garbage in the heap between collections. At 50 the process stays near what it really holds.
 * A --heap-growing-percent given to Node itself (`node --heap-growing-percent=<n> scripts/server.mjs`;
 * NODE_OPTIONS does not accept it) is kept.
 */
const HEAP_GROWING_PERCENT = 50;
/** After a stop signal, connections already queued by the kernel are still accepted this long. */
const ACCEPT_PENDING_MS = 50;
/** After a stop signal, open connections get this long to finish before they are cut. */
const CONNECTION_GRACE_MS = 10_000;
/**
 * The process exits once the server is closed and the app's own stop work (the job worker's
 * drain) has ended; if either still runs this long after the signal, it exits anyway.
 */
const FORCE_EXIT_AFTER_MS = 60_000;

/**
 * The server's open connections, so that a stop can close each one once it is idle. A connection
 * is idle when it has had no request in flight for a second: a client that connected just before
 * the stop, or that is about to reuse a kept-alive connection, gets that second to send its
 * request. Answers given during a stop say `Connection: close`, so Node ends those connections
 * itself and clients do not reuse them.
 */
function trackConnections() {
  const IDLE_MS = 1000;
  const open = new Map();
  let draining = false;
  return {
    opened(socket) {
      open.set(socket, { active: 0, lastActive: Date.now() });
      socket.once("close", () => open.delete(socket));
    },
    started(req, res) {
      const state = open.get(req.socket);
      if (!state) return;
      state.active += 1;
      if (draining) res.shouldKeepAlive = false;
      res.once("close", () => {
        state.active -= 1;
        state.lastActive = Date.now();
      });
    },
    drain(graceMs) {
      draining = true;
      const deadline = Date.now() + graceMs;
      const sweep = () => {
        const now = Date.now();
        for (const [socket, state] of open) {
          if (now > deadline || (state.active === 0 && now - state.lastActive > IDLE_MS)) {
            socket.destroy();
          }
        }
        if (open.size === 0) clearInterval(timer);
      };
      const timer = setInterval(sweep, 100);
      sweep();
    },
  };
}

/**
 * V8 reads the growing factor at each full collection, so unlike the heap's size limits it can be
 * set once the process runs.
 */
function configureHeapGrowth() {
  if (process.execArgv.some((flag) => /^--heap[-_]growing[-_]percent\b/.test(flag))) return;
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

function parseOptions() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: "string", short: "p" },
        hostname: { type: "string", short: "H" },
        keepAliveTimeout: { type: "string" },
      },
    }));
  } catch (error) {
    fail(
      `${error.message}\nUsage: node scripts/server.mjs [-p <port>] [-H <hostname>] [--keepAliveTimeout <ms>]`,
    );
  }
  const port = Number(values.port ?? process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`Invalid port: ${values.port}`);
  let keepAliveTimeout;
  if (values.keepAliveTimeout !== undefined) {
    keepAliveTimeout = Number(values.keepAliveTimeout);
    if (!Number.isInteger(keepAliveTimeout) || keepAliveTimeout <= 0)
      fail(`Invalid --keepAliveTimeout: ${values.keepAliveTimeout}`);
  }
  // Like `next start`, HOSTNAME is not read: containers set it to their own name.
  return { port, hostname: values.hostname, keepAliveTimeout };
}

async function main() {
  const { port, hostname, keepAliveTimeout } = parseOptions();
  let hops;
  try {
    hops = trustedProxyHops(process.env.TRUSTED_PROXY_HOPS);
  } catch (error) {
    fail(error.message);
  }
  process.env.NODE_ENV ||= "production";
  if (process.env.NODE_ENV !== "production")
    console.warn(
      `NODE_ENV is "${process.env.NODE_ENV}"; the production server expects "production".`,
    );
  process.title = "pitchside-server";
  configureHeapGrowth();
  // Loaded after NODE_ENV is settled: React picks its production build when first required.
  const { default: next } = await import("next");

  // Requests that arrive while Next.js is loading wait for it, as under `next start`.
  let handle;
  let ready;
  const whenReady = new Promise((resolve, reject) => {
    ready = { resolve, reject };
  });
  whenReady.catch(() => {});

  const connections = trackConnections();
  const server = createServer(async (req, res) => {
    connections.started(req, res);
    try {
      applyForwarding(req, hops);
      await (handle ?? (await whenReady))(req, res);
    } catch (error) {
      console.error(`Failed to handle request for ${req.url}`, error);
      if (!res.headersSent) res.statusCode = 500;
      res.end("Internal Server Error");
    }
  });
  if (keepAliveTimeout) {
    server.keepAliveTimeout = keepAliveTimeout;
    // A request's headers must be allowed longer than an idle kept-alive socket.
    server.headersTimeout = Math.max(server.headersTimeout, keepAliveTimeout + 1000);
  }
  server.on("connection", connections.opened);
  server.on("error", (error) => fail(`Failed to start the server: ${error.message}`));
  await new Promise((resolve) => server.listen(port, hostname, resolve));
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  process.env.PORT = String(actualPort);

  const app = next({
    dev: false,
    dir: fileURLToPath(new URL("..", import.meta.url)),
    hostname: hostname ?? "localhost",
    port: actualPort,
    httpServer: server,
  });

  let stopping = false;
  const stop = (signal) => {
    // Ctrl+C reaches every process of the group and `npm run demo` forwards it too: one stop.
    if (stopping) return;
    stopping = true;
    // Stopped by a signal: end with the conventional 128 + signal number, as `next start` does.
    process.exitCode = signal === "SIGINT" ? 130 : 143;
    console.log(`${signal}: no new connections; finishing requests in flight...`);
    setTimeout(() => {
      console.error(`Still running ${FORCE_EXIT_AFTER_MS / 1000} s after ${signal}; exiting.`);
      process.exit(1);
    }, FORCE_EXIT_AFTER_MS).unref();
    // Stop listening (after a short pause, so connections the kernel has already queued are
    // accepted rather than reset), keep the open connections (http's own close() would also drop
    // those that have not sent their request yet), and close each one once it is idle.
    const closeListener = () => {
      net.Server.prototype.close.call(server, async () => {
        await app.close().catch((error) => console.error("Closing Next.js failed", error));
        console.log("HTTP server closed.");
        // The app's own stop work (the job worker finishing or handing back its jobs, started by
        // its SIGTERM handler in lib/server/startup.ts) is awaited, then the process ends: open
        // database connections would otherwise keep it alive until their idle timeout.
        const appStopped = globalThis.__pitchsideShutdown;
        if (appStopped) await appStopped.catch(() => {});
        process.exit();
      });
      connections.drain(CONNECTION_GRACE_MS);
    };
    // setImmediate runs just after the event loop's poll phase, where queued connections are
    // accepted; one still queued when the listener closes is reset, as under any server.
    setTimeout(() => setImmediate(closeListener), ACCEPT_PENDING_MS);
  };
  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.on(signal, () => stop(signal));
  }

  try {
    await app.prepare();
    handle = app.getRequestHandler();
    ready.resolve(handle);
  } catch (error) {
    ready.reject(error);
    console.error(error);
    fail("Next.js failed to start (is there a production build? Run `next build`).");
  }
  const shown =
    !hostname || hostname === "0.0.0.0" || hostname === "::"
      ? "localhost"
      : hostname.includes(":")
        ? `[${hostname}]`
        : hostname;
  console.log(
    `Pitchside is listening on http://${shown}:${actualPort} (trusted proxy hops: ${hops})`,
  );
}

main().catch((error) => fail(error instanceof Error ? (error.stack ?? error.message) : error));
