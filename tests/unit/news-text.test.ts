import { FeedError } from "@/lib/server/news/feed-error";
import { buildCompanyQuery, buildFeedUrl, decodeFeedBytes } from "@/lib/server/news/feeds";
import { decodeEntities, stripHtml, toPlainText, truncateText } from "@/lib/server/news/text";

describe("decodeEntities", () => {
  it.each([
    ["AT&amp;T", "AT&T"],
    ["&lt;b&gt;", "<b>"],
    ["&quot;Q&quot; &apos;A&apos;", `"Q" 'A'`],
    ["caf&#233; &#xE9;t&#XE9;", "café été"],
    ["&ndash;&mdash;&hellip;&rsquo;&euro;", "–—…’€"],
    ["&lol9; &unknown;", "&lol9; &unknown;"],
    ["&#0;&#xD800;&#x110000;", ""],
    ["&amp;amp;", "&amp;"],
    ["a & b", "a & b"],
  ])("%s → %s", (input, expected) => {
    expect(decodeEntities(input)).toBe(expected);
  });
});

describe("stripHtml and toPlainText", () => {
  it("removes tags, scripts, styles and comments", () => {
    const html =
      '<div class="x"><style>p{}</style><p>One<br/>two</p><script type="x">bad()</script><!-- c --></div>';
    expect(stripHtml(html).replace(/\s+/g, " ").trim()).toBe("One two");
  });

  it("keeps comparisons that are not tags", () => {
    expect(toPlainText("5 &lt; 6 and 7 &gt; 3", 100)).toBe("5 < 6 and 7 > 3");
  });

  it("collapses whitespace and control characters", () => {
    expect(toPlainText("  a\n\t b\u0007c  ", 100)).toBe("a b c");
  });

  it("stays fast on hostile markup (unclosed scripts, endless tags)", () => {
    const hostile = "<script>".repeat(50_000) + "<a ".repeat(50_000);
    const started = Date.now();
    toPlainText(hostile, 500);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("truncates at a word boundary with an ellipsis", () => {
    expect(truncateText("short", 10)).toBe("short");
    expect(truncateText("alpha beta gamma delta", 18)).toBe("alpha beta gamma…");
    expect(truncateText("x".repeat(20), 10)).toBe(`${"x".repeat(9)}…`);
  });
});

describe("feed URLs", () => {
  it("asks for the company as a phrase with sponsorship words", () => {
    expect(buildCompanyQuery("Rolex")).toBe('"Rolex" sponsorship OR sponsor OR partnership');
    expect(buildCompanyQuery(' Dr "Pepper"  Co ')).toBe(
      '"Dr Pepper Co" sponsorship OR sponsor OR partnership',
    );
  });

  it("URL-encodes the query into the template", () => {
    const url = buildFeedUrl(
      "https://news.example/rss/search?q={query}&hl=en",
      buildCompanyQuery("AT&T"),
    );
    expect(url).toBe(
      "https://news.example/rss/search?q=%22AT%26T%22%20sponsorship%20OR%20sponsor%20OR%20partnership&hl=en",
    );
    expect(new URL(url).searchParams.get("q")).toBe(buildCompanyQuery("AT&T"));
    expect(new URL(url).searchParams.get("hl")).toBe("en");
  });

  it.each([
    ["https://news.example/rss", /must contain \{query\}/],
    ["not a url {query}", /not a valid URL/],
    ["file:///etc/{query}", /http or https only/],
    ["ftp://news.example/{query}", /http or https only/],
  ])("refuses the template %s", (template, message) => {
    expect(() => buildFeedUrl(template, "x")).toThrow(FeedError);
    expect(() => buildFeedUrl(template, "x")).toThrow(message);
  });
});

describe("decodeFeedBytes", () => {
  it("honours the charset of the Content-Type, then the XML declaration, then UTF-8", () => {
    const latin1 = Buffer.from(
      '<?xml version="1.0" encoding="ISO-8859-1"?><t>caf\xe9</t>',
      "latin1",
    );
    expect(decodeFeedBytes(latin1, "application/rss+xml")).toContain("café");
    expect(decodeFeedBytes(latin1, "text/xml; charset=iso-8859-1")).toContain("café");
    expect(decodeFeedBytes(Buffer.from("<t>café</t>", "utf8"), null)).toBe("<t>café</t>");
  });

  it("reads a byte order mark and survives an unknown charset", () => {
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("<t>é</t>")]);
    expect(decodeFeedBytes(bom, "text/xml; charset=iso-8859-1")).toBe("<t>é</t>");
    expect(decodeFeedBytes(Buffer.from("<t>x</t>"), "text/xml; charset=no-such-thing")).toBe(
      "<t>x</t>",
    );
  });
});
