import "server-only";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { performance } from "node:perf_hooks";
import { DestinationRefusedError, resolveDestination } from "./destination";

/** The outcome of one attempt: what the log records and whether another attempt may help. */
export interface AttemptOutcome {
  ok: boolean;
  /** Worth another attempt later: a network error, a time-out, 429 or a 5xx answer. */
  retry: boolean;
  responseStatus: number | null;
  responseTimeMs: number | null;
  error: string | null;
}

export interface SignedPost {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
}

/**
 * POST one signed body. The host is resolved and checked first (destination.ts) and the
 * connection goes to the checked address, whatever DNS says a moment later. Redirects are not
 * followed (a 3xx is a failure), and the attempt ends after `timeoutMs` whatever it is doing.
 */
export async function postSigned(request: SignedPost): Promise<AttemptOutcome> {
  let destination;
  try {
    destination = await resolveDestination(request.url);
  } catch (error) {
    const refused = error instanceof DestinationRefusedError;
    return failure((error as Error).message, { retry: !refused });
  }
  const { url, address, family } = destination;
  // Every connection of this request goes to the address that was checked.
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const client = url.protocol === "https:" ? https : http;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);

  return new Promise<AttemptOutcome>((resolve) => {
    const req = client.request(
      url,
      {
        method: "POST",
        headers: {
          ...request.headers,
          "Content-Type": "application/json",
          "Content-Length": String(Buffer.byteLength(request.body)),
          "User-Agent": "Pitchside-Webhooks/1",
        },
        lookup: pinned,
        agent: false,
        signal: AbortSignal.timeout(request.timeoutMs),
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const responseTimeMs = elapsed();
        // The answer's body is not needed: read and drop it so the socket can close.
        res.on("error", () => undefined);
        res.resume();
        resolve(outcomeOf(status, responseTimeMs, res.headers.location));
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => {
      const timedOut = error.name === "AbortError" || error.name === "TimeoutError";
      resolve(
        failure(
          timedOut
            ? `Timed out after ${request.timeoutMs} ms`
            : `Network error: ${error.code ?? error.message}`,
          { retry: true, responseTimeMs: elapsed() },
        ),
      );
    });
    req.end(request.body);
  });
}

function failure(
  error: string,
  extra: { retry: boolean; responseStatus?: number; responseTimeMs?: number },
): AttemptOutcome {
  return {
    ok: false,
    retry: extra.retry,
    responseStatus: extra.responseStatus ?? null,
    responseTimeMs: extra.responseTimeMs ?? null,
    error,
  };
}

/** 2xx succeeds; 429 and 5xx may succeed later; anything else (3xx included) will not. */
export function outcomeOf(
  status: number,
  responseTimeMs: number,
  location?: string,
): AttemptOutcome {
  const common = { responseStatus: status, responseTimeMs };
  if (status >= 200 && status < 300) return { ok: true, retry: false, error: null, ...common };
  if (status >= 300 && status < 400) {
    const where = location ? ` to ${location.slice(0, 200)}` : "";
    return failure(`The receiver answered ${status}${where}; redirects are not followed`, {
      retry: false,
      ...common,
    });
  }
  return failure(`The receiver answered ${status}`, {
    retry: status === 429 || status >= 500,
    ...common,
  });
}
