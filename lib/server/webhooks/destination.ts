import "server-only";
import { lookup } from "node:dns/promises";
import { getEnv } from "@/lib/env";
import { checkAddress, isAddressLiteral, parseNetworkList, type Network } from "./addresses";

/** How every refusal starts (the delivery log and the 400 of a subscription both show it). */
export const REFUSED_PREFIX = "Refused destination: ";

/** A delivery refused before any request was made (its destination is not allowed). */
export class DestinationRefusedError extends Error {}

/** The address a delivery connects to: the one that was checked, so DNS cannot change it after. */
export interface Destination {
  url: URL;
  address: string;
  family: 4 | 6;
}

/** The networks WEBHOOK_ALLOWED_PRIVATE_NETWORKS lets through (throws when the setting is malformed). */
export function allowedNetworks(): Network[] {
  try {
    return parseNetworkList(getEnv().WEBHOOK_ALLOWED_PRIVATE_NETWORKS);
  } catch (error) {
    throw new Error(`WEBHOOK_ALLOWED_PRIVATE_NETWORKS: ${(error as Error).message}`);
  }
}

const unbracketed = (host: string) => host.replace(/^\[(.*)\]$/, "$1");

/**
 * Why this URL's host may not receive webhooks when it is an IP address, or null (a name, or an
 * allowed address). Names are checked when a delivery resolves them.
 */
export function literalHostRefusal(url: string): string | null {
  const host = unbracketed(new URL(url).hostname);
  if (!isAddressLiteral(host)) return null;
  const verdict = checkAddress(host, allowedNetworks());
  return verdict.allowed ? null : verdict.reason;
}

/**
 * Resolve a webhook URL's host (every address it has) and answer the address to connect to.
 * Refused (DestinationRefusedError) when any address is in a refused range: a name that also
 * points inside the network is not used at all.
 */
export async function resolveDestination(urlText: string): Promise<Destination> {
  const url = new URL(urlText);
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new DestinationRefusedError("Only http:// and https:// addresses receive webhooks");
  }
  const host = unbracketed(url.hostname);
  const allowed = allowedNetworks();
  const addresses = isAddressLiteral(host)
    ? [{ address: host, family: host.includes(":") ? 6 : 4 }]
    : await lookup(host, { all: true, verbatim: true }).catch((error: NodeJS.ErrnoException) => {
        throw new Error(`The host ${host} could not be resolved (${error.code ?? error.message})`);
      });
  if (addresses.length === 0) throw new Error(`The host ${host} has no address`);
  for (const { address } of addresses) {
    const verdict = checkAddress(address, allowed);
    if (!verdict.allowed) {
      const what =
        address === host ? verdict.reason : `${host} resolves to ${address}, ${verdict.kind}`;
      throw new DestinationRefusedError(`${REFUSED_PREFIX}${what}.`);
    }
  }
  const first = addresses[0]!;
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
