// npm start — the production server: Next.js's own request handler (its documented custom-server
// API) under a plain Node HTTP server that first decides what the app may believe of the
// forwarding headers (scripts/lib/forwarding.mjs, TRUSTED_PROXY_HOPS). Everything else is what
// `next start` does: the same flags (-p/--port or PORT, default 3000; -H/--hostname, default every
// interface; --keepAliveTimeout <ms>), the build in `.next` (or $PITCHSIDE_DIST_DIR), and a graceful
// stop on SIGTERM or SIGINT. Run `next build` (or `npm run demo`) first.
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { applyForwarding, trustedProxyHops } from "./lib/forwarding.mjs";

/** After a stop signal, open connections get this long to finish before they are cut. */
const CONNECTION_GRACE_MS = 10_000;
/**
 * The process exits by itself once the server is closed and the app's own SIGTERM work (the job
 * worker's drain) has let go of the event loop; if something still holds it this long after the
 * signal, the process exits anyway.
 */
const FORCE_EXIT_AFTER_MS = 60_000;

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
  // Loaded after NODE_ENV is settled: React picks its production build when first required.
  const { default: next } = await import("next");

  // Requests that arrive while Next.js is loading wait for it, as under `next start`.
  let handle;
  let ready;
  const whenReady = new Promise((resolve, reject) => {
    ready = { resolve, reject };
  });
  whenReady.catch(() => {});

  const server = createServer(async (req, res) => {
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
    console.log(`${signal}: no new connections; finishing requests in flight...`);
    setTimeout(() => {
      console.error(`Still running ${FORCE_EXIT_AFTER_MS / 1000} s after ${signal}; exiting.`);
      process.exit(1);
    }, FORCE_EXIT_AFTER_MS).unref();
    const idle = setInterval(() => server.closeIdleConnections(), 250);
    const cut = setTimeout(() => server.closeAllConnections(), CONNECTION_GRACE_MS);
    server.close(async () => {
      clearInterval(idle);
      clearTimeout(cut);
      await app.close().catch((error) => console.error("Closing Next.js failed", error));
      // No process.exit here: the app's own SIGTERM handlers may still be finishing their work
      // (the job worker hands back or finishes its jobs), and the process ends when they are done.
      console.log("HTTP server closed.");
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

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
