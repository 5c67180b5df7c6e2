import { createHmac } from "node:crypto";
import {
  addressBytes,
  checkAddress,
  parseNetwork,
  parseNetworkList,
} from "@/lib/server/webhooks/addresses";
import { newWebhookSecret, signatureHeader } from "@/lib/server/webhooks/signature";
import { outcomeOf } from "@/lib/server/webhooks/send";
import { retryDelayMs, deliveryBody } from "@/lib/server/webhooks/deliver";
import { webhookCreateSchema, webhookUpdateSchema } from "@/lib/shared/schemas/webhooks";

describe("webhook signature", () => {
  it("is t=<seconds>,v1=<hex HMAC-SHA256 of '<t>.<body>'> with the subscription's secret", () => {
    const body = '{"id":"evt_1","event":"ping"}';
    const header = signatureHeader("whsec_test", body, 1_700_000_000);
    // A fixed vector, computed independently of the implementation.
    const expected = createHmac("sha256", "whsec_test").update(`1700000000.${body}`).digest("hex");
    expect(header).toBe(`t=1700000000,v1=${expected}`);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });

  it("changes with the body, the timestamp and the secret", () => {
    const base = signatureHeader("s1", "{}", 1);
    expect(signatureHeader("s1", "{ }", 1)).not.toBe(base);
    expect(signatureHeader("s1", "{}", 2).split(",")[1]).not.toBe(base.split(",")[1]);
    expect(signatureHeader("s2", "{}", 1)).not.toBe(base);
  });

  it("makes new secrets of 256 random bits, recognisable by their prefix", () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(a);
  });
});

describe("webhook address rules", () => {
  const refused = [
    "127.0.0.1",
    "127.255.0.9",
    "10.0.0.1",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "100.64.0.1",
    "169.254.169.254",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "[::1]",
    "fe80::1",
    "fe80::1%eth0",
    "fc00::1",
    "fd12:3456::1",
    "ff02::1",
    // The local-use NAT64 prefix, whatever it seems to carry (a translator inside the network).
    "64:ff9b:1::a00:1",
    "64:ff9b:1::808:808",
    "64:ff9b:1:ffff:ffff::1",
    // Teredo, whatever client it names (its address is obfuscated and reached through a relay).
    "2001:0:4136:e378:8000:63bf:3fff:fdd2",
    "2001::f5ff:fffe",
    // IPv4 carried by IPv6: mapped (dotted and hex), translated, compatible, NAT64, 6to4.
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "::ffff:a9fe:a9fe",
    "0:0:0:0:0:ffff:c0a8:0101",
    "::ffff:0:10.0.0.1",
    "::ffff:0:a9fe:a9fe",
    "::10.0.0.1",
    "64:ff9b::a9fe:a9fe",
    "2002:0a00:0001::1",
  ];
  it.each(refused)("refuses %s by default", (address) => {
    const verdict = checkAddress(address);
    expect(verdict.allowed).toBe(false);
  });

  const public_ = [
    "93.184.216.34",
    "8.8.8.8",
    "172.32.0.1",
    "172.15.255.255",
    "100.128.0.1",
    "2606:4700:4700::1111",
    "::ffff:8.8.8.8",
    "64:ff9b::808:808",
    "64:ff9b:2::808:808",
    "::ffff:0:8.8.8.8",
  ];
  it.each(public_)("allows the public address %s", (address) => {
    expect(checkAddress(address)).toEqual({ allowed: true });
  });

  it("says what the address is, and which IPv4 address a mapped one carries", () => {
    expect(checkAddress("10.0.0.1")).toMatchObject({
      reason: "10.0.0.1 is a private address",
    });
    expect(checkAddress("169.254.169.254")).toMatchObject({
      reason: "169.254.169.254 is a link-local address",
    });
    expect(checkAddress("::ffff:7f00:1")).toMatchObject({
      reason: "::ffff:7f00:1 is a loopback address (it carries 127.0.0.1)",
    });
    expect(checkAddress("64:ff9b:1::a00:1")).toMatchObject({
      reason: "64:ff9b:1::a00:1 is a local-use NAT64 address",
    });
    expect(checkAddress("2001::f5ff:fffe")).toMatchObject({
      reason: "2001::f5ff:fffe is a Teredo address",
    });
    expect(checkAddress("::ffff:0:10.0.0.1")).toMatchObject({
      reason: "::ffff:0:10.0.0.1 is a private address (it carries 10.0.0.1)",
    });
    expect(checkAddress("example.com")).toMatchObject({ allowed: false });
  });

  it("lets through exactly the allowed networks", () => {
    const allowed = parseNetworkList("127.0.0.1/32");
    expect(checkAddress("127.0.0.1", allowed)).toEqual({ allowed: true });
    expect(checkAddress("::ffff:127.0.0.1", allowed)).toEqual({ allowed: true });
    expect(checkAddress("127.0.0.2", allowed).allowed).toBe(false);
    expect(checkAddress("::1", allowed).allowed).toBe(false);
    expect(checkAddress("10.0.0.1", allowed).allowed).toBe(false);
    expect(checkAddress("169.254.169.254", allowed).allowed).toBe(false);

    const wider = parseNetworkList(" 10.1.0.0/16 , fd00::/8 ");
    expect(checkAddress("10.1.200.3", wider)).toEqual({ allowed: true });
    expect(checkAddress("10.2.0.1", wider).allowed).toBe(false);
    expect(checkAddress("fd00::5", wider)).toEqual({ allowed: true });
    expect(checkAddress("fc00::5", wider).allowed).toBe(false);
  });

  it("parses networks and refuses malformed ones", () => {
    expect(parseNetworkList("")).toEqual([]);
    expect(parseNetworkList(undefined)).toEqual([]);
    expect(parseNetwork("127.0.0.1")).toEqual({ bytes: [127, 0, 0, 1], prefix: 32 });
    expect(parseNetwork("::1/128").bytes).toHaveLength(16);
    for (const bad of ["127.0.0.1/33", "10.0.0/8", "::1/129", "abc", "1.2.3.4/8/1", "01.2.3.4"]) {
      expect(() => parseNetwork(bad)).toThrow(/CIDR/);
    }
    expect(addressBytes("1::2::3")).toBeNull();
    expect(addressBytes("1:2:3:4:5:6:7:8:9")).toBeNull();
    expect(addressBytes("256.1.1.1")).toBeNull();
  });
});

describe("webhook attempts", () => {
  it("succeeds on 2xx, retries 429 and 5xx, gives up on redirects and other answers", () => {
    expect(outcomeOf(204, 5)).toMatchObject({ ok: true, retry: false, error: null });
    expect(outcomeOf(500, 5)).toMatchObject({ ok: false, retry: true, responseStatus: 500 });
    expect(outcomeOf(429, 5)).toMatchObject({ ok: false, retry: true });
    expect(outcomeOf(302, 5, "http://10.0.0.1/")).toMatchObject({
      ok: false,
      retry: false,
      error: "The receiver answered 302 to http://10.0.0.1/; redirects are not followed",
    });
    expect(outcomeOf(404, 5)).toMatchObject({ ok: false, retry: false });
  });

  it("waits 2 s, 10 s, 60 s, then 5 min between attempts", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([2_000, 10_000, 60_000, 300_000]);
  });

  it("sends the payload's keys in their documented order", () => {
    expect(deliveryBody({ data: { a: 1 }, event: "ping", createdAt: "t", id: "evt_1" })).toBe(
      '{"id":"evt_1","event":"ping","createdAt":"t","data":{"a":1}}',
    );
  });
});

describe("webhook subscription bodies", () => {
  it("takes http(s) URLs and events of the closed list, without repeats", () => {
    const parsed = webhookCreateSchema.parse({
      url: " https://hooks.example.com/in ",
      events: ["deal.updated", "job.completed", "deal.updated"],
    });
    expect(parsed).toEqual({
      url: "https://hooks.example.com/in",
      events: ["job.completed", "deal.updated"],
    });
  });

  it.each([
    [{ url: "ftp://example.com", events: ["job.failed"] }, "URL must be a valid"],
    [{ url: "not a url", events: ["job.failed"] }, "URL must be a valid"],
    [{ url: "https://user:pw@example.com", events: ["job.failed"] }, "user name or password"],
    [{ url: "https://example.com", events: [] }, "Choose at least one event"],
    [{ url: "https://example.com", events: ["deal.deleted"] }, "Events must be among"],
    [{ url: "https://example.com", events: ["ping"] }, "Events must be among"],
  ])("refuses %j", (body, message) => {
    const result = webhookCreateSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });

  it("needs something to change", () => {
    expect(webhookUpdateSchema.safeParse({}).success).toBe(false);
    expect(webhookUpdateSchema.safeParse({ active: false }).success).toBe(true);
  });
});
