import { FEED_MAX_BYTES, FEED_TIMEOUT_MS, NEWS_USER_AGENT, QUERY_PLACEHOLDER } from "./config";
import { FeedError } from "./feed-error";
import { normalizeFeed, type FeedItem } from "./normalize-items";
import { parseFeed } from "./parse-feed";

export interface FetchFeedOptions {
  timeoutMs?: number;
  maxBytes?: number;
}

/** The search a company's feed is read with: its name as a phrase, with sponsorship words. */
export function buildCompanyQuery(companyName: string): string {
  const name = companyName.replace(/["\s]+/g, " ").trim();
  return `"${name}" sponsorship OR sponsor OR partnership`;
}

/**
 * The feed URL for a query: `{query}` in the template replaced by the URL-encoded query. Throws
 * FeedError("config") when the template lacks the placeholder or is not an http(s) URL.
 */
export function buildFeedUrl(template: string, query: string): string {
  if (!template.includes(QUERY_PLACEHOLDER)) {
    throw new FeedError("config", `NEWS_FEED_URL_TEMPLATE must contain ${QUERY_PLACEHOLDER}.`);
  }
  const filled = template.split(QUERY_PLACEHOLDER).join(encodeURIComponent(query));
  return toHttpUrl(filled, "NEWS_FEED_URL_TEMPLATE is not a valid URL.").toString();
}

/** The URL parsed, if it is http(s); FeedError("config") otherwise. */
function toHttpUrl(raw: string, invalidMessage = `Not a valid feed URL: ${raw}`): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FeedError("config", invalidMessage);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new FeedError("config", `Feeds are read over http or https only, not ${url.protocol}`);
  }
  return url;
}

const ACCEPT =
  "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.1";

/**
 * Download a feed: http(s) only, a User-Agent that names Pitchside, one deadline for headers and
 * body, and a size cap enforced while reading (the download is aborted once it is passed).
 */
async function fetchFeedText(url: string, options: FetchFeedOptions = {}): Promise<string> {
  const timeoutMs = options.timeoutMs ?? FEED_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? FEED_MAX_BYTES;
  toHttpUrl(url);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, {
      headers: { "user-agent": NEWS_USER_AGENT, accept: ACCEPT },
      redirect: "follow",
      cache: "no-store",
      signal: controller.signal,
    });
    toHttpUrl(response.url || url);
    if (!response.ok) {
      throw new FeedError("http-status", `The feed answered HTTP ${response.status}.`);
    }
    const bytes = await readCapped(response, maxBytes, controller);
    return decodeFeedBytes(bytes, response.headers.get("content-type"));
  } catch (error) {
    if (error instanceof FeedError) throw error;
    if (controller.signal.aborted) {
      throw new FeedError("timeout", `The feed did not answer within ${timeoutMs} ms.`);
    }
    throw new FeedError("unreachable", `The feed could not be reached (${describe(error)}).`, {
      cause: error,
    });
  } finally {
    clearTimeout(timer);
  }
}

function tooLarge(maxBytes: number): FeedError {
  return new FeedError("too-large", `The feed is larger than ${formatBytes(maxBytes)}.`);
}

async function readCapped(
  response: Response,
  maxBytes: number,
  controller: AbortController,
): Promise<Uint8Array> {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    controller.abort();
    throw tooLarge(maxBytes);
  }
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      controller.abort();
      await reader.cancel().catch(() => {});
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Text of the feed in its encoding: byte order mark, else Content-Type, else XML declaration. */
export function decodeFeedBytes(bytes: Uint8Array, contentType: string | null): string {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 200));
  const label =
    byteOrderMark(bytes) ??
    contentType?.match(/charset="?([\w.:-]+)"?/i)?.[1] ??
    head.match(/^\s*<\?xml[^>]*encoding=["']([\w.:-]+)["']/i)?.[1] ??
    "utf-8";
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label);
  } catch {
    decoder = new TextDecoder("utf-8");
  }
  return decoder.decode(bytes);
}

function byteOrderMark(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf-8";
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  return null;
}

/** The feed of one query, read, parsed and normalised. Throws FeedError. */
export async function readFeed(url: string, options: FetchFeedOptions = {}): Promise<FeedItem[]> {
  const text = await fetchFeedText(url, options);
  return normalizeFeed(parseFeed(text), url);
}

function describe(error: unknown): string {
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (typeof cause?.code === "string") return cause.code;
  return error instanceof Error ? error.message : "unknown error";
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`
    : `${Math.ceil(bytes / 1024)} KB`;
}
