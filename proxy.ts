import { NextResponse, type NextRequest } from "next/server";

/**
 * Runs before every request but static files:
 *   - An address whose percent-encoding is malformed (`/events/%E0%A4%A`) cannot be decoded into
 *     route segments; Next.js would answer it with its own plain-text 500. It is refused here with a
 *     400: JSON in the API's error shape for /api paths, a short plain page otherwise.
 *   - Pages get a fresh nonce per request for a strict Content-Security-Policy: only scripts
 *     Next.js renders with this nonce (and what they load) may run. API routes, stored files and
 *     prefetches get none.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (!isDecodable(pathname)) return malformedAddress(pathname);
  if (!needsNonce(request)) return NextResponse.next();

  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const isDev = process.env.NODE_ENV === "development";
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ""}`,
    // Radix positions popovers with style attributes, which nonces cannot cover.
    "style-src 'self' 'unsafe-inline'",
    // Event banners may be images on other https hosts; scripts stay locked down.
    "img-src 'self' blob: data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  // Shared proposals (/p/{token}) and recaps (/r/{token}) are for their recipients only: never
  // indexed.
  if (pathname.startsWith("/p/") || pathname.startsWith("/r/"))
    response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

const MALFORMED = "The address is not valid: its percent-encoding is malformed.";

function malformedAddress(pathname: string): Response {
  if (pathname === "/api" || pathname.startsWith("/api/")) {
    return Response.json({ error: MALFORMED, code: "BAD_REQUEST" }, { status: 400 });
  }
  return new Response(`400 Bad Request\n\n${MALFORMED}\n`, {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** Pages, not API answers, stored files or router prefetches, carry the nonce and its policy. */
function needsNonce(request: NextRequest): boolean {
  const { pathname } = request.nextUrl;
  if (/^\/(api|uploads)(\/|$)/.test(pathname)) return false;
  const headers = request.headers;
  return !headers.has("next-router-prefetch") && headers.get("purpose") !== "prefetch";
}

export const config = {
  // Everything but Next.js's own static files: malformed addresses are refused everywhere.
  matcher: ["/((?!_next/static|_next/image|favicon.ico|icon.svg).*)"],
};
