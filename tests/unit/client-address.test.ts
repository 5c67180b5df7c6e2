/**
 * The client's address end to end: what the production server does to X-Forwarded-For
 * (scripts/lib/forwarding.mjs) and what clientAddress() then reads, for a direct connection and
 * for chains of one and two trusted proxies, with whatever the client itself sent.
 */
import { resetEnvCache } from "@/lib/env";
import { addressNetwork, clientAddress, normalizeAddress } from "@/lib/server/auth/client-address";
import { loginLimitKeys } from "@/lib/server/auth/login-limit";
import { storedRateLimitKey } from "@/lib/server/auth/rate-limit";
import { applyForwarding, forwardedFor, trustedProxyHops } from "../../scripts/lib/forwarding.mjs";

const saved = process.env.TRUSTED_PROXY_HOPS;
function withHops(hops: number): void {
  process.env.TRUSTED_PROXY_HOPS = String(hops);
  resetEnvCache();
}
afterAll(() => {
  if (saved === undefined) delete process.env.TRUSTED_PROXY_HOPS;
  else process.env.TRUSTED_PROXY_HOPS = saved;
  resetEnvCache();
});

/** A proxy in front of the app appends the address it was connected from. */
function throughProxy(headers: Record<string, string>, from: string): Record<string, string> {
  const received = headers["x-forwarded-for"];
  return { ...headers, "x-forwarded-for": received ? `${received}, ${from}` : from };
}

/**
 * What the app sees: the client (at `client`, sending `sent`) goes through `proxies` (their own
 * addresses, outermost first) to the production server, which rewrites the headers for `hops`.
 */
function seenByApp(
  client: string,
  sent: Record<string, string>,
  proxies: string[],
  hops: number,
): string {
  let headers = sent;
  let from = client;
  for (const proxy of proxies) {
    headers = throughProxy(headers, from);
    from = proxy;
  }
  const req = {
    headers: { ...headers } as Record<string, string>,
    socket: { remoteAddress: from },
  };
  applyForwarding(req, hops);
  withHops(hops);
  return clientAddress(new Headers(req.headers));
}

const SPOOFS: Record<string, string>[] = [
  {},
  { "x-forwarded-for": "203.0.113.9" },
  { "x-forwarded-for": "203.0.113.9, 198.51.100.7" },
  { "x-forwarded-for": "garbage, , ,unknown" },
  { "x-real-ip": "203.0.113.50" },
  { "x-forwarded-for": "10.0.0.1", "x-real-ip": "10.0.0.2" },
];

describe("the address the app reads", () => {
  it.each(SPOOFS)("direct (0 hops): always the socket, whatever was sent: %j", (sent) => {
    expect(seenByApp("192.0.2.10", sent, [], 0)).toBe("192.0.2.10");
  });

  it.each(SPOOFS)("one load balancer (1 hop): the address it saw: %j", (sent) => {
    expect(seenByApp("192.0.2.10", sent, ["10.0.0.5"], 1)).toBe("192.0.2.10");
  });

  it.each(SPOOFS)("CDN + load balancer (2 hops): the address the CDN saw: %j", (sent) => {
    expect(seenByApp("192.0.2.10", sent, ["198.18.0.1", "10.0.0.5"], 2)).toBe("192.0.2.10");
  });

  it("with 0 hops behind a proxy, every client is the proxy (the setting must match)", () => {
    expect(seenByApp("192.0.2.10", {}, ["10.0.0.5"], 0)).toBe("10.0.0.5");
  });

  it("a rotating header never changes the address", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 50; i++) {
      seen.add(seenByApp("192.0.2.10", { "x-forwarded-for": `10.9.${i}.${i}` }, [], 0));
      seen.add(
        seenByApp("192.0.2.10", { "x-forwarded-for": `10.9.${i}.1, 10.8.0.${i}` }, ["10.0.0.5"], 1),
      );
    }
    expect([...seen]).toEqual(["192.0.2.10"]);
  });
});

describe("the server's rewrite", () => {
  it("keeps only the trusted entries and appends the socket", () => {
    expect(forwardedFor("1.1.1.1, 2.2.2.2, 3.3.3.3", "10.0.0.5", 0)).toBe("10.0.0.5");
    expect(forwardedFor("1.1.1.1, 2.2.2.2, 3.3.3.3", "10.0.0.5", 1)).toBe("3.3.3.3, 10.0.0.5");
    expect(forwardedFor("1.1.1.1, 2.2.2.2, 3.3.3.3", "10.0.0.5", 2)).toBe(
      "2.2.2.2, 3.3.3.3, 10.0.0.5",
    );
    expect(forwardedFor(["1.1.1.1", "2.2.2.2"], "10.0.0.5", 1)).toBe("2.2.2.2, 10.0.0.5");
    expect(forwardedFor(undefined, "10.0.0.5", 2)).toBe("10.0.0.5");
    expect(forwardedFor(undefined, undefined, 0)).toBe("unknown");
  });

  it("drops the other forwarding headers a client may send when no proxy is trusted", () => {
    const sent = {
      "x-forwarded-for": "1.1.1.1",
      "x-real-ip": "1.1.1.1",
      forwarded: "for=1.1.1.1",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
      "x-forwarded-port": "443",
      host: "app.example",
    };
    const direct = {
      headers: { ...sent } as Record<string, string>,
      socket: { remoteAddress: "192.0.2.10" },
    };
    applyForwarding(direct, 0);
    expect(direct.headers).toEqual({ "x-forwarded-for": "192.0.2.10", host: "app.example" });
    const proxied = {
      headers: { ...sent } as Record<string, string>,
      socket: { remoteAddress: "10.0.0.5" },
    };
    applyForwarding(proxied, 1);
    expect(proxied.headers).toEqual({ ...sent, "x-forwarded-for": "1.1.1.1, 10.0.0.5" });
  });

  it("reads TRUSTED_PROXY_HOPS as the app does and refuses nonsense", () => {
    expect(trustedProxyHops(undefined)).toBe(0);
    expect(trustedProxyHops("")).toBe(0);
    expect(trustedProxyHops("2")).toBe(2);
    for (const bad of ["-1", "1.5", "two", "99"]) expect(() => trustedProxyHops(bad)).toThrow();
  });
});

describe("clientAddress fallbacks", () => {
  it("reads X-Real-IP only behind a trusted proxy and only without X-Forwarded-For", () => {
    withHops(0);
    expect(clientAddress(new Headers({ "x-real-ip": "203.0.113.50" }))).toBe("unknown");
    withHops(1);
    expect(clientAddress(new Headers({ "x-real-ip": "203.0.113.50" }))).toBe("203.0.113.50");
    expect(
      clientAddress(new Headers({ "x-forwarded-for": "192.0.2.1, 10.0.0.5", "x-real-ip": "x" })),
    ).toBe("192.0.2.1");
  });
});

describe("one spelling per address", () => {
  it.each([
    ["::ffff:127.0.0.1", "127.0.0.1"],
    ["::FFFF:192.0.2.1", "192.0.2.1"],
    ["192.0.2.1:51234", "192.0.2.1"],
    ["[2001:DB8::1]:443", "2001:db8::1"],
    ["[2001:db8::1]", "2001:db8::1"],
    ["2001:DB8::1", "2001:db8::1"],
    ["  192.0.2.1 ", "192.0.2.1"],
  ])("%s → %s", (raw, expected) => {
    expect(normalizeAddress(raw)).toBe(expected);
  });

  it("counts IPv6 clients by their /64 and IPv4 clients by their address", () => {
    expect(addressNetwork("192.0.2.1")).toBe("192.0.2.1");
    expect(addressNetwork("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressNetwork("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(addressNetwork("2001:0db8:0001:0002::")).toBe("2001:db8:1:2::/64");
    expect(addressNetwork("::1")).toBe("0:0:0:0::/64");
    expect(addressNetwork("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressNetwork("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
    expect(addressNetwork("not:an:address:::")).toBe("not:an:address:::");
    expect(loginLimitKeys({ userId: 1 }, "2001:db8:1:2::9").address).toBe(
      loginLimitKeys({ userId: 2 }, "2001:db8:1:2:ffff::77").address,
    );
  });
});

describe("what the limits count", () => {
  it("names an account by its id however it was typed, an unknown name by the name", () => {
    expect(loginLimitKeys({ userId: 7 }, "192.0.2.1")).toEqual({
      account: "login:account:7",
      address: "login:address:192.0.2.1",
    });
    expect(loginLimitKeys({ identifier: "  Bob@Example.com " }, "192.0.2.1").account).toBe(
      "login:name:bob@example.com",
    );
  });

  it("stores any key PostgreSQL can hold, keeping distinct keys distinct", () => {
    expect(storedRateLimitKey("login:name:bob")).toBe("login:name:bob");
    const nul = storedRateLimitKey("login:name:a\u0000b");
    expect(nul).not.toContain("\u0000");
    expect(nul).toMatch(/^login:name:a\?b#[0-9a-f]{64}$/);
    const long = "login:name:" + "x".repeat(5000);
    expect(storedRateLimitKey(long).length).toBeLessThanOrEqual(300);
    expect(storedRateLimitKey(long)).not.toBe(storedRateLimitKey(long + "y"));
    expect(storedRateLimitKey("login:name:\ud800")).toMatch(/#[0-9a-f]{64}$/);
  });
});
