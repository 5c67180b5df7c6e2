import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A news feed server of the test's own (node:http on port 0): each company, recognised by the
 * quoted name at the start of the `q` query, gets the answer the test set for it; others get an
 * empty RSS feed. Point NEWS_FEED_URL_TEMPLATE at `template`.
 */
export interface FeedAnswer {
  body?: string;
  status?: number;
  contentType?: string;
  /** Wait this long before answering at all. */
  delayMs?: number;
  /** Send this many bytes of filler in 64 KB chunks, without Content-Length. */
  streamBytes?: number;
  /** Announce this Content-Length (and send the body as given). */
  declaredLength?: number;
}

export interface FeedServer {
  template: string;
  origin: string;
  setFeed(company: string, answer: FeedAnswer): void;
  /** How many times a company's feed was requested. */
  hits(company: string): number;
  /** The raw request paths, in order. */
  requests: string[];
  userAgents: string[];
  reset(): void;
  close(): Promise<void>;
}

const EMPTY_RSS = `<?xml version="1.0"?><rss version="2.0"><channel><title>Empty</title></channel></rss>`;

function companyOf(req: IncomingMessage): string {
  const query = new URL(req.url ?? "/", "http://feed.test").searchParams.get("q") ?? "";
  return /^"([^"]+)"/.exec(query)?.[1] ?? "";
}

function drainedOrClosed(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
  });
}

async function answer(res: ServerResponse, reply: FeedAnswer): Promise<void> {
  if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
  if (res.destroyed) return;
  const headers: Record<string, string> = {
    "content-type": reply.contentType ?? "application/rss+xml; charset=utf-8",
  };
  if (reply.declaredLength !== undefined) headers["content-length"] = String(reply.declaredLength);
  res.writeHead(reply.status ?? 200, headers);
  if (reply.streamBytes) {
    const chunk = Buffer.alloc(64 * 1024, "x");
    for (let sent = 0; sent < reply.streamBytes && !res.destroyed; sent += chunk.length) {
      if (!res.write(chunk)) await drainedOrClosed(res);
    }
  }
  res.end(reply.body ?? "");
}

export async function startFeedServer(): Promise<FeedServer> {
  const feeds = new Map<string, FeedAnswer>();
  const counts = new Map<string, number>();
  const requests: string[] = [];
  const userAgents: string[] = [];
  const server = createServer((req, res) => {
    const company = companyOf(req);
    requests.push(req.url ?? "");
    userAgents.push(req.headers["user-agent"] ?? "");
    counts.set(company, (counts.get(company) ?? 0) + 1);
    res.on("error", () => {});
    void answer(res, feeds.get(company) ?? { body: EMPTY_RSS }).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    template: `${origin}/search?q={query}&hl=en`,
    origin,
    setFeed: (company, reply) => feeds.set(company, reply),
    hits: (company) => counts.get(company) ?? 0,
    requests,
    userAgents,
    reset() {
      feeds.clear();
      counts.clear();
      requests.length = 0;
      userAgents.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** XML text with the five special characters escaped. */
export const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

export interface TestFeedItem {
  title?: string;
  link?: string;
  guid?: string;
  /** A Date is written as RFC 822 (RSS) or ISO (Atom); a string as given. */
  date?: Date | string;
  /** Written escaped, as feeds carry HTML. */
  description?: string;
  source?: string;
}

const element = (name: string, value: string | undefined) =>
  value === undefined ? "" : `<${name}>${escapeXml(value)}</${name}>`;

export function rssFeed(title: string, items: TestFeedItem[]): string {
  const body = items
    .map((item) =>
      [
        "<item>",
        element("title", item.title),
        element("link", item.link),
        element("guid", item.guid),
        element("pubDate", item.date instanceof Date ? item.date.toUTCString() : item.date),
        element("description", item.description),
        item.source ? `<source url="https://example.com">${escapeXml(item.source)}</source>` : "",
        "</item>",
      ].join(""),
    )
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>${escapeXml(title)}</title><link>https://example.com</link>${body}</channel></rss>`;
}

export function atomFeed(title: string, items: TestFeedItem[]): string {
  const body = items
    .map((item) =>
      [
        "<entry>",
        element("title", item.title),
        item.link ? `<link rel="alternate" href="${escapeXml(item.link)}"/>` : "",
        `<link rel="self" href="https://example.com/self"/>`,
        element("id", item.guid),
        element("updated", item.date instanceof Date ? item.date.toISOString() : item.date),
        item.description ? `<summary type="html">${escapeXml(item.description)}</summary>` : "",
        item.source ? `<source><title>${escapeXml(item.source)}</title></source>` : "",
        "</entry>",
      ].join(""),
    )
    .join("");
  return `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>${escapeXml(title)}</title>${body}</feed>`;
}
