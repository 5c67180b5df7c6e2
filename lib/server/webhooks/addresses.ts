import "server-only";

/**
 * Which addresses a webhook may be delivered to. A delivery is a request the server makes on an
 * admin's behalf, so it must not reach the server's own network: loopback, private, shared,
 * link-local (cloud metadata at 169.254.169.254), unique-local, unspecified, multicast and reserved
 * addresses are refused, in every form an IPv6 address can carry an IPv4 one (mapped ::ffff:a.b.c.d,
 * translated ::ffff:0:a.b.c.d, compatible ::a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16). The
 * local-use NAT64 prefix 64:ff9b:1::/48 is refused whole: a translator on the server's own network
 * answers it, and where the IPv4 address sits in it depends on that translator's set-up, so it
 * cannot be checked. Teredo (2001::/32) is refused whole too: its client address is obfuscated and
 * reached through whatever relay the server's network offers, and no real receiver uses it. An
 * allow-list of networks
 * (WEBHOOK_ALLOWED_PRIVATE_NETWORKS, empty by default) lets chosen ones through, e.g. 127.0.0.1/32
 * for a test receiver. Pure: the DNS side is destination.ts.
 */

/** A network: the address's bytes (4 or 16) and the prefix length. */
export interface Network {
  bytes: number[];
  prefix: number;
}

/** Refused: `kind` says what the address is ("a private address"), `reason` says it of the address. */
export type AddressVerdict = { allowed: true } | { allowed: false; kind: string; reason: string };

/** The bytes of an IPv4 or IPv6 address (brackets and an IPv6 zone allowed), or null. */
export function addressBytes(text: string): number[] | null {
  const address = text.trim().replace(/^\[(.*)\]$/, "$1");
  return address.includes(":") ? ipv6Bytes(address) : ipv4Bytes(address);
}

function ipv4Bytes(address: string): number[] | null {
  const parts = address.split(".");
  if (parts.length !== 4) return null;
  const bytes = parts.map((part) => (/^(0|[1-9]\d{0,2})$/.test(part) ? Number(part) : NaN));
  return bytes.every((byte) => Number.isInteger(byte) && byte <= 255) ? bytes : null;
}

function ipv6Bytes(input: string): number[] | null {
  const address = input.replace(/%.*$/, "");
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const groupsOf = (part: string): number[] | null => {
    if (part === "") return [];
    const out: number[] = [];
    const pieces = part.split(":");
    for (let i = 0; i < pieces.length; i++) {
      const piece = pieces[i]!;
      if (i === pieces.length - 1 && piece.includes(".")) {
        const v4 = ipv4Bytes(piece);
        if (!v4) return null;
        out.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
      } else if (/^[0-9a-f]{1,4}$/i.test(piece)) {
        out.push(parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return out;
  };
  const head = groupsOf(halves[0]!);
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  return groups.flatMap((group) => [group >> 8, group & 0xff]);
}

/** Parse "a.b.c.d/n", "x::/n" or a bare address (a single host). Throws on anything else. */
export function parseNetwork(text: string): Network {
  const [address, prefixText, extra] = text.trim().split("/");
  const bytes = address ? addressBytes(address) : null;
  const max = bytes ? bytes.length * 8 : 0;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (
    !bytes ||
    extra !== undefined ||
    (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) ||
    prefix > max
  ) {
    throw new Error(`"${text.trim()}" is not a network in CIDR notation (e.g. 127.0.0.1/32)`);
  }
  return { bytes, prefix };
}

/** Parse a comma-separated list of networks (the WEBHOOK_ALLOWED_PRIVATE_NETWORKS setting). */
export function parseNetworkList(text: string | undefined): Network[] {
  return (text ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)
    .map(parseNetwork);
}

function inNetwork(bytes: number[], network: Network): boolean {
  if (bytes.length !== network.bytes.length) return false;
  for (let bit = 0; bit < network.prefix; bit++) {
    const index = bit >> 3;
    const mask = 0x80 >> (bit & 7);
    if ((bytes[index]! & mask) !== (network.bytes[index]! & mask)) return false;
  }
  return true;
}

const net = (text: string, reason: string) => ({ ...parseNetwork(text), reason });

/** Ranges no webhook goes to unless allowed, with the word the refusal uses. */
const REFUSED_V4 = [
  net("0.0.0.0/8", "an unspecified"),
  net("10.0.0.0/8", "a private"),
  net("100.64.0.0/10", "a shared (carrier-grade NAT)"),
  net("127.0.0.0/8", "a loopback"),
  net("169.254.0.0/16", "a link-local"),
  net("172.16.0.0/12", "a private"),
  net("192.0.0.0/24", "a reserved"),
  net("192.168.0.0/16", "a private"),
  net("198.18.0.0/15", "a reserved"),
  net("224.0.0.0/4", "a multicast"),
  net("240.0.0.0/4", "a reserved"),
];
const REFUSED_V6 = [
  net("::/128", "an unspecified"),
  net("::1/128", "a loopback"),
  net("fe80::/10", "a link-local"),
  net("fec0::/10", "a site-local"),
  net("fc00::/7", "a unique-local"),
  net("64:ff9b:1::/48", "a local-use NAT64"),
  net("2001::/32", "a Teredo"),
  net("ff00::/8", "a multicast"),
];
/** IPv6 forms that carry an IPv4 address, and where its four bytes sit. */
const EMBEDDING_V4 = [
  { ...parseNetwork("::ffff:0:0/96"), at: 12 },
  { ...parseNetwork("::ffff:0:0:0/96"), at: 12 },
  { ...parseNetwork("::/96"), at: 12 },
  { ...parseNetwork("64:ff9b::/96"), at: 12 },
  { ...parseNetwork("2002::/16"), at: 2 },
];

function embeddedIPv4(bytes: number[]): number[] | null {
  if (bytes.length !== 16) return null;
  for (const form of EMBEDDING_V4) {
    if (inNetwork(bytes, form)) return bytes.slice(form.at, form.at + 4);
  }
  return null;
}

/**
 * May a webhook be delivered to this address? The allow-list wins; otherwise the refused ranges
 * apply, to the address itself and to the IPv4 address an IPv6 form carries.
 */
export function checkAddress(address: string, allowed: readonly Network[] = []): AddressVerdict {
  const bytes = addressBytes(address);
  if (!bytes) {
    return { allowed: false, kind: "not an IP address", reason: `${address} is not an IP address` };
  }
  const refused = refusedKind(bytes, allowed);
  if (!refused) return { allowed: true };
  const carried = refused.carried ? ` (it carries ${refused.carried})` : "";
  const kind = `${refused.kind} address${carried}`;
  return { allowed: false, kind, reason: `${address} is ${kind}` };
}

function refusedKind(
  bytes: number[],
  allowed: readonly Network[],
): { kind: string; carried?: string } | null {
  if (allowed.some((network) => inNetwork(bytes, network))) return null;
  const range = (bytes.length === 4 ? REFUSED_V4 : REFUSED_V6).find((refused) =>
    inNetwork(bytes, refused),
  );
  if (range) return { kind: range.reason };
  const v4 = embeddedIPv4(bytes);
  const inner = v4 ? refusedKind(v4, allowed) : null;
  return inner && v4 ? { kind: inner.kind, carried: v4.join(".") } : null;
}

/** Whether the text is an IP address (what a URL's host is when it is not a name). */
export const isAddressLiteral = (host: string): boolean => addressBytes(host) !== null;
