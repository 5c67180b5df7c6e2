// Types for forwarding.mjs (plain Node ESM run by scripts/server.mjs), for the TypeScript tests.
export function trustedProxyHops(value: string | undefined): number;
export function forwardedFor(
  received: string | string[] | undefined,
  socketAddress: string | undefined,
  hops: number,
): string;
export function applyForwarding(
  req: {
    headers: Record<string, string | string[] | undefined>;
    socket: { remoteAddress?: string };
  },
  hops: number,
): void;
