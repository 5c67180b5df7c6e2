import { markdownToPlainText, parseMarkdown, safeHref } from "@/lib/shared/markdown";

describe("parseMarkdown", () => {
  it("reads headings, styled runs and safe links", () => {
    const [heading, paragraph] = parseMarkdown(
      "## Why **Rolex**\n\nSee [the report](https://example.com/r) and [x](javascript:alert(1)).",
    );
    expect(heading).toEqual({
      type: "heading",
      level: 2,
      content: [{ text: "Why " }, { text: "Rolex", bold: true }],
    });
    expect(paragraph).toEqual({
      type: "paragraph",
      content: [
        { text: "See " },
        { text: "the report", href: "https://example.com/r" },
        { text: " and x." },
      ],
    });
  });

  it("flattens nested lists with their depth and numbers", () => {
    const [list] = parseMarkdown("1. one\n   - inner *em*\n2. two");
    expect(list).toEqual({
      type: "list",
      items: [
        { content: [{ text: "one" }], depth: 0, ordered: true, number: 1 },
        {
          content: [{ text: "inner " }, { text: "em", italic: true }],
          depth: 1,
          ordered: false,
          number: 1,
        },
        { content: [{ text: "two" }], depth: 0, ordered: true, number: 2 },
      ],
    });
  });

  it("keeps raw HTML as visible text and decodes entities", () => {
    expect(parseMarkdown("<script>alert(1)</script>")).toEqual([
      { type: "paragraph", content: [{ text: "<script>alert(1)</script>" }] },
    ]);
    expect(parseMarkdown("Fish &amp; chips &#8364;5")).toEqual([
      { type: "paragraph", content: [{ text: "Fish & chips €5" }] },
    ]);
  });

  it("reads tables, quotes, code and rules", () => {
    const blocks = parseMarkdown(
      "| Tier | Fee |\n|---|---|\n| Title | $2M |\n\n> quoted\n\n```\ncode\n```\n\n---",
    );
    expect(blocks.map((block) => block.type)).toEqual(["table", "quote", "code", "rule"]);
    expect(blocks[0]).toEqual({
      type: "table",
      header: [[{ text: "Tier" }], [{ text: "Fee" }]],
      rows: [[[{ text: "Title" }], [{ text: "$2M" }]]],
    });
  });
});

describe("safeHref", () => {
  it.each([
    ["https://a.example", "https://a.example"],
    ["mailto:a@b.example", "mailto:a@b.example"],
    ["javascript:alert(1)", undefined],
    ["data:text/html,x", undefined],
    ["/relative", undefined],
  ])("%s → %s", (href, expected) => expect(safeHref(href)).toBe(expected));
});

describe("markdownToPlainText", () => {
  it("drops markup and keeps a line per block line", () => {
    expect(markdownToPlainText("# Title\n\nSome **bold** text\n\n- a\n- b")).toBe(
      "Title\nSome bold text\na\nb",
    );
  });
});
