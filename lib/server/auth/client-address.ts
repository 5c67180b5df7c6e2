import "server-only";
import { getEnv } from "@/lib/env";

/**
 * The client's address. Next.js fills X-Forwarded-For with the socket address when no proxy set
 * it; behind N trusted proxies (TRUSTED_PROXY_HOPS), each appends one entry, so the client is the
 * N-th entry from the right. Entries further left were written by the client and are not trusted.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const hops = getEnv().TRUSTED_PROXY_HOPS;
  const entry = forwarded[Math.max(0, forwarded.length - 1 - hops)];
  return (entry ?? headers.get("x-real-ip") ?? "unknown").slice(0, 64);
}
