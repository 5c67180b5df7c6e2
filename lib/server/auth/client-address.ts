import "server-only";
import { getEnv } from "@/lib/env";

/**
 * The client's address, as the sign-in limits, sessions and the audit log record it.
 *
 * The production server (scripts/server.mjs) rewrites X-Forwarded-For before the app sees a
 * request: it holds the entries the TRUSTED_PROXY_HOPS trusted proxies appended, then the socket's
 * address. With no trusted proxy (the default) it is the socket's address alone, whatever the
 * client sent; behind N proxies the client is the entry N places from the right (the one the
 * outermost trusted proxy wrote). Entries further left were written by the client and never count.
 * X-Real-IP is read only behind a trusted proxy, and only when X-Forwarded-For is missing (a server
 * other than scripts/server.mjs, such as `next dev`).
 */
export function clientAddress(headers: Headers): string {
  const hops = getEnv().TRUSTED_PROXY_HOPS;
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  // With fewer entries than proxies the request bypassed some of them: the leftmost is the best
  // guess, and the README says the app must be reachable only through its proxies.
  const entry =
    forwarded[Math.max(0, forwarded.length - 1 - hops)] ??
    (hops > 0 ? headers.get("x-real-ip") : null);
  return entry ? normalizeAddress(entry) : "unknown";
}

/**
 * One spelling per address: an IPv4 client on a dual-stack socket ("::ffff:192.0.2.1") is
 * "192.0.2.1"; a port some proxies add ("192.0.2.1:5000", "[2001:db8::1]:443") is dropped; IPv6
 * is lower case.
 */
export function normalizeAddress(raw: string): string {
  let address = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(address)) address = address.replace(/:\d+$/, "");
  address = address.toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) address = mapped[1]!;
  return address.slice(0, 64) || "unknown";
}

/**
 * The network a per-address limit counts: an IPv4 address itself, the /64 of an IPv6 address (one
 * subscriber or host usually holds a whole /64, so counting single IPv6 addresses would give one
 * client billions of fresh counters).
 */
export function addressNetwork(address: string): string {
  if (!address.includes(":")) return address;
  const hextets = expandIpv6(address);
  return hextets ? `${hextets.slice(0, 4).join(":")}::/64` : address;
}

function expandIpv6(address: string): string[] | null {
  const zoneless = address.split("%")[0]!;
  const halves = zoneless.split("::");
  if (halves.length > 2) return null;
  const part = (text: string) => (text ? text.split(":") : []);
  const head = part(halves[0]!);
  const tail = halves.length === 2 ? part(halves[1]!) : [];
  // An embedded IPv4 tail ("::ffff:1.2.3.4", "64:ff9b::1.2.3.4") counts as two hextets.
  const last = tail.length ? tail : head;
  if (last.length && last[last.length - 1]!.includes(".")) {
    last.splice(last.length - 1, 1, "0", "0");
  }
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!all.every((h) => /^[0-9a-f]{1,4}$/.test(h))) return null;
  return all.map((h) => h.replace(/^0+(?=.)/, ""));
}
