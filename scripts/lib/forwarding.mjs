// What the app may believe of the forwarding headers, decided by the production server
// (scripts/server.mjs) before Next.js sees a request. Next.js fills X-Forwarded-For only when it is
// absent, so without this a client could name any address it liked for the sign-in limit.
//
// TRUSTED_PROXY_HOPS is the number of proxies in front of the app that append to X-Forwarded-For
// (0: the app is reached directly; 1: one load balancer or reverse proxy; 2: a CDN and a load
// balancer). The header the app sees is always "<entries the trusted proxies wrote>, <socket>":
//   - 0 hops: exactly the socket's address. Whatever the client sent in X-Forwarded-For,
//     X-Real-IP, Forwarded and X-Forwarded-Host/-Port/-Proto is dropped (Next.js then fills the
//     host, port and protocol from the connection itself).
//   - N hops: the last N entries (one written by each trusted proxy; the leftmost of them is the
//     client) and then the socket's address (the nearest proxy). Entries further left were
//     written by the client and are dropped.
// clientAddress() in lib/server/auth/client-address.ts reads the entry N places from the right.

/** TRUSTED_PROXY_HOPS as a whole number (0 when unset or empty); throws on anything else. */
export function trustedProxyHops(value) {
  if (value === undefined || value.trim() === "") return 0;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(
      `TRUSTED_PROXY_HOPS must be a whole number from 0 to 10 (the proxies in front of the app), got "${value}"`,
    );
  }
  return hops;
}

function headerValues(value) {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value])
    .flatMap((line) => line.split(","))
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The X-Forwarded-For the app sees, from the one received, the socket's address and the hops. */
export function forwardedFor(received, socketAddress, hops) {
  const trusted = hops > 0 ? headerValues(received).slice(-hops) : [];
  return [...trusted, socketAddress || "unknown"].join(", ");
}

const UNTRUSTED_WITHOUT_PROXY = [
  "x-real-ip",
  "forwarded",
  "x-forwarded-host",
  "x-forwarded-port",
  "x-forwarded-proto",
];

/** Rewrite a request's forwarding headers in place (a Node IncomingMessage). */
export function applyForwarding(req, hops) {
  req.headers["x-forwarded-for"] = forwardedFor(
    req.headers["x-forwarded-for"],
    req.socket.remoteAddress,
    hops,
  );
  if (hops === 0) {
    for (const name of UNTRUSTED_WITHOUT_PROXY) delete req.headers[name];
  }
}
