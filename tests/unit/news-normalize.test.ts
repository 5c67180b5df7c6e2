import { FEED_MAX_ITEMS } from "@/lib/server/news/config";
import {
  normalizeFeed,
  SUMMARY_MAX,
  toFeedDate,
  toSafeHttpUrl,
} from "@/lib/server/news/normalize-items";
import type { RawFeed, RawFeedItem } from "@/lib/server/news/parse-feed";

const NOW = new Date("2025-06-01T12:00:00Z");
const FEED_URL = "https://feeds.example/search?q=rolex";

const item = (fields: Partial<RawFeedItem>): RawFeedItem => ({
  guid: null,
  link: null,
  title: "A headline",
  date: null,
  summary: null,
  source: null,
  ...fields,
});
const feed = (items: RawFeedItem[], title: string | null = "The Feed"): RawFeed => ({
  kind: "rss",
  title,
  items,
});
const normalize = (items: RawFeedItem[], title?: string | null) =>
  normalizeFeed(feed(items, title), FEED_URL, NOW);

describe("item identity", () => {
  it("uses the guid, else the link, else a stable hash of title and date", () => {
    const items = normalize([
      item({ guid: "g-1", link: "https://a.example/1", title: "One" }),
      item({ link: "https://a.example/2", title: "Two" }),
      item({ title: "Three", date: "2025-05-30T00:00:00Z" }),
    ]);
    const [withGuid, withLink, bare] = ["One", "Two", "Three"].map((title) =>
      items.find((i) => i.title === title),
    );
    expect(withGuid?.externalId).toBe("g-1");
    expect(withLink?.externalId).toBe("https://a.example/2");
    expect(bare?.externalId).toMatch(/^sha256:[0-9a-f]{64}$/);
    const again = normalize([item({ title: "Three", date: "2025-05-30T00:00:00Z" })]);
    expect(again[0]?.externalId).toBe(bare?.externalId);
    const otherDate = normalize([item({ title: "Three", date: "2025-05-31T00:00:00Z" })]);
    expect(otherDate[0]?.externalId).not.toBe(bare?.externalId);
  });

  it("hashes identities too long for the column and drops repeats within a feed", () => {
    const long = `urn:${"x".repeat(600)}`;
    const items = normalize([item({ guid: long }), item({ guid: "same" }), item({ guid: "same" })]);
    expect(items).toHaveLength(2);
    expect(items.map((i) => i.externalId)).toContain("same");
    expect(items.find((i) => i.externalId !== "same")?.externalId).toMatch(/^sha256:/);
  });

  it("drops items with neither title nor summary", () => {
    expect(normalize([item({ title: null, guid: "x" }), item({ title: "  " })])).toEqual([]);
  });
});

describe("links", () => {
  it.each([
    ["https://news.example/a?b=1&amp;c=2", "https://news.example/a?b=1&c=2"],
    ["http://news.example/a", "http://news.example/a"],
    ["/story/1", "https://feeds.example/story/1"],
    ["javascript:alert(1)", null],
    [" JavaScript:alert(1)", null],
    ["data:text/html,<script>alert(1)</script>", null],
    ["ftp://files.example/a", null],
    ["mailto:someone@example.com", null],
    ["file:///etc/passwd", null],
    ["https://user:secret@news.example/a", null],
    [`https://news.example/${"a".repeat(3000)}`, null],
    [null, null],
  ])("%s → %s", (raw, expected) => {
    expect(toSafeHttpUrl(raw, FEED_URL)).toBe(expected);
  });

  it("keeps an item whose link is unsafe, without the link", () => {
    const [only] = normalize([item({ link: "javascript:alert(1)", title: "Kept" })]);
    expect(only).toMatchObject({ title: "Kept", url: null });
  });
});

describe("dates", () => {
  it.each([
    ["Sat, 31 May 2025 09:15:00 GMT", "2025-05-31T09:15:00.000Z"],
    ["Sat, 31 May 2025 11:15:00 +0200", "2025-05-31T09:15:00.000Z"],
    ["2025-05-31T09:15:00Z", "2025-05-31T09:15:00.000Z"],
    ["2025-06-02T06:00:00Z", "2025-06-02T06:00:00.000Z"],
  ])("reads %s", (raw, iso) => {
    expect(toFeedDate(raw, NOW)?.toISOString()).toBe(iso);
  });

  it.each([["not a date"], [""], ["2030-01-01T00:00:00Z"], [null]])("has no date for %s", (raw) => {
    expect(toFeedDate(raw, NOW)).toBeNull();
  });

  it("sorts newest first, undated last, and keeps at most FEED_MAX_ITEMS", () => {
    const many = Array.from({ length: FEED_MAX_ITEMS + 10 }, (_, i) =>
      item({ guid: `g${i}`, date: new Date(NOW.getTime() - i * 60_000).toUTCString() }),
    );
    const result = normalize([item({ guid: "undated" }), ...many.reverse()]);
    expect(result).toHaveLength(FEED_MAX_ITEMS);
    expect(result[0]?.externalId).toBe("g0");
    const times = result.map((i) => i.publishedAt?.getTime() ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe("text", () => {
  it("strips HTML, scripts and comments from summaries and decodes entities", () => {
    const [only] = normalize([
      item({
        summary:
          "&lt;p&gt;Hello &lt;b&gt;world&lt;/b&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- hidden --&gt; &amp;amp; more&amp;nbsp;news&lt;/p&gt;",
      }),
    ]);
    expect(only?.summary).toBe("Hello world & more news");
  });

  it("cuts long summaries near 500 characters at a word boundary", () => {
    const [only] = normalize([item({ summary: "word ".repeat(400) })]);
    expect(only?.summary?.length).toBeLessThanOrEqual(SUMMARY_MAX);
    expect(only?.summary).toMatch(/word…$/);
  });

  it("takes the source from the item, else the feed title, else the feed's host", () => {
    expect(normalize([item({ source: "Reuters" })])[0]?.source).toBe("Reuters");
    expect(normalize([item({})])[0]?.source).toBe("The Feed");
    expect(normalize([item({})], null)[0]?.source).toBe("feeds.example");
    expect(normalize([item({})], "&lt;b&gt;&lt;/b&gt;")[0]?.source).toBe("feeds.example");
  });
});
