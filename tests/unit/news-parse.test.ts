import { FeedError } from "@/lib/server/news/feed-error";
import { normalizeFeed } from "@/lib/server/news/normalize-items";
import { parseFeed } from "@/lib/server/news/parse-feed";

const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>Golf &amp; Business</title>
    <link>https://news.example</link>
    <item>
      <title>Rolex extends &lt;b&gt;The Open&lt;/b&gt; deal</title>
      <link>https://news.example/rolex</link>
      <guid isPermaLink="false">tag:news.example,2025:1</guid>
      <pubDate>Mon, 06 Jan 2025 10:00:00 GMT</pubDate>
      <description><![CDATA[<p>Rolex &amp; The R&amp;A <b>renew</b>.</p>]]></description>
      <source url="https://reuters.example">Reuters</source>
    </item>
    <item>
      <title>BMW news</title>
      <link>https://news.example/bmw</link>
      <dc:date>2025-01-05T08:30:00Z</dc:date>
      <content:encoded>&lt;p&gt;Full text&lt;/p&gt;</content:encoded>
    </item>
  </channel>
</rss>`;

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title type="text">Atom News</title>
  <entry>
    <title type="html">HSBC &amp;amp; LIV Golf</title>
    <link rel="self" href="https://atom.example/self/1"/>
    <link rel="alternate" href="https://atom.example/1"/>
    <id>urn:uuid:1</id>
    <published>2025-02-01T12:00:00Z</published>
    <updated>2025-02-03T12:00:00Z</updated>
    <summary type="html">&lt;div&gt;Banking &lt;i&gt;partner&lt;/i&gt;&lt;/div&gt;</summary>
    <source><title>Financial Wire</title></source>
  </entry>
  <entry>
    <title>Only updated</title>
    <link href="https://atom.example/2"/>
    <id>urn:uuid:2</id>
    <updated>2025-02-02T00:00:00Z</updated>
    <content type="text">Body</content>
  </entry>
</feed>`;

function expectFeedError(xml: string, reason: FeedError["reason"], message: RegExp) {
  let caught: unknown;
  try {
    parseFeed(xml);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(FeedError);
  expect((caught as FeedError).reason).toBe(reason);
  expect((caught as FeedError).message).toMatch(message);
}

describe("parseFeed", () => {
  it("reads RSS 2.0 items: guid with attributes, source, CDATA, dc:date and content:encoded", () => {
    const feed = parseFeed(RSS);
    expect(feed.kind).toBe("rss");
    expect(feed.title).toBe("Golf &amp; Business");
    expect(feed.items).toHaveLength(2);
    expect(feed.items[0]).toEqual({
      guid: "tag:news.example,2025:1",
      link: "https://news.example/rolex",
      title: "Rolex extends &lt;b&gt;The Open&lt;/b&gt; deal",
      date: "Mon, 06 Jan 2025 10:00:00 GMT",
      summary: "<p>Rolex &amp; The R&amp;A <b>renew</b>.</p>",
      source: "Reuters",
    });
    expect(feed.items[1]).toMatchObject({
      guid: null,
      date: "2025-01-05T08:30:00Z",
      summary: "&lt;p&gt;Full text&lt;/p&gt;",
      source: null,
    });
  });

  it("reads Atom entries: the alternate link, published before updated, the source title", () => {
    const feed = parseFeed(ATOM);
    expect(feed.kind).toBe("atom");
    expect(feed.title).toBe("Atom News");
    expect(feed.items[0]).toEqual({
      guid: "urn:uuid:1",
      link: "https://atom.example/1",
      title: "HSBC &amp;amp; LIV Golf",
      date: "2025-02-01T12:00:00Z",
      summary: "&lt;div&gt;Banking &lt;i&gt;partner&lt;/i&gt;&lt;/div&gt;",
      source: "Financial Wire",
    });
    expect(feed.items[1]).toMatchObject({
      link: "https://atom.example/2",
      date: "2025-02-02T00:00:00Z",
      summary: "Body",
    });
  });

  it("takes no link from an Atom entry that only links to itself", () => {
    const xml = `<feed xmlns="http://www.w3.org/2005/Atom"><entry><id>1</id><title>T</title>
      <link rel="self" href="https://api.example/1"/><link rel="edit" href="https://api.example/e"/></entry></feed>`;
    expect(parseFeed(xml).items[0]?.link).toBeNull();
  });

  it("normalises both formats to plain text, dates and sources", () => {
    const now = new Date("2025-03-01T00:00:00Z");
    const rss = normalizeFeed(parseFeed(RSS), "https://feeds.example/search?q=x", now);
    expect(rss[0]).toEqual({
      externalId: "tag:news.example,2025:1",
      title: "Rolex extends The Open deal",
      url: "https://news.example/rolex",
      publishedAt: new Date("2025-01-06T10:00:00Z"),
      summary: "Rolex & The R&A renew .",
      source: "Reuters",
    });
    expect(rss[1]).toMatchObject({
      externalId: "https://news.example/bmw",
      source: "Golf & Business",
    });
    const atom = normalizeFeed(parseFeed(ATOM), "https://feeds.example/a", now);
    expect(atom.find((i) => i.externalId === "urn:uuid:1")).toMatchObject({
      title: "HSBC & LIV Golf",
      summary: "Banking partner",
      source: "Financial Wire",
      publishedAt: new Date("2025-02-01T12:00:00Z"),
    });
    expect(atom.find((i) => i.externalId === "urn:uuid:2")).toMatchObject({ source: "Atom News" });
  });

  it("accepts a feed without items", () => {
    expect(parseFeed(`<rss version="2.0"><channel><title>x</title></channel></rss>`).items).toEqual(
      [],
    );
    expect(
      parseFeed(`<feed xmlns="http://www.w3.org/2005/Atom"><title>x</title></feed>`).items,
    ).toEqual([]);
  });

  it.each([
    ["an unclosed element", "<rss><channel><item><title>x</title></channel></rss>"],
    ["plain text", "this is not a feed"],
    ["an empty body", ""],
    ["a bare ampersand", "<rss><channel><title>a & b</title></channel></rss>"],
    ["a truncated document", RSS.slice(0, 400)],
  ])("refuses %s as malformed XML with where it broke", (_label, xml) => {
    expectFeedError(xml, "malformed", /not well-formed XML/);
  });

  it("refuses well-formed XML that is neither RSS nor Atom", () => {
    expectFeedError(
      "<html><body><p>Hello</p></body></html>",
      "not-a-feed",
      /neither an RSS 2.0 nor an Atom/,
    );
    expectFeedError('<rss version="2.0"></rss>', "not-a-feed", /neither/);
  });

  it("does not expand entities declared by the document (billion laughs)", () => {
    const levels = Array.from({ length: 9 }, (_, i) => {
      const ref = i === 0 ? "lol" : `lol${i}`;
      return `<!ENTITY lol${i + 1} "${`&${ref};`.repeat(10)}">`;
    }).join("\n");
    const xml = `<?xml version="1.0"?>
<!DOCTYPE lolz [
  <!ENTITY lol "lol">
  ${levels}
]>
<rss version="2.0"><channel><title>&lol9;</title>
<item><title>&lol9;</title><description>&lol9;&lol9;</description><guid>a</guid></item>
</channel></rss>`;
    const started = Date.now();
    const items = normalizeFeed(parseFeed(xml), "https://feeds.example/x");
    expect(Date.now() - started).toBeLessThan(1000);
    // The references stay as written: nothing the document declares is ever expanded.
    expect(items).toEqual([
      expect.objectContaining({ title: "&lol9;", summary: "&lol9;&lol9;", source: "&lol9;" }),
    ]);
  });

  it("refuses external entities instead of reading them", () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<rss version="2.0"><channel><title>&xxe;</title></channel></rss>`;
    expectFeedError(xml, "malformed", /External entities/);
  });

  it("refuses absurdly deep nesting without overflowing the stack", () => {
    const depth = 5000;
    const xml = `<rss version="2.0"><channel>${"<a>".repeat(depth)}x${"</a>".repeat(depth)}</channel></rss>`;
    expectFeedError(xml, "malformed", /not well-formed XML/);
  });
});
