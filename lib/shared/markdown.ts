import { marked, type Token, type Tokens } from "marked";

/**
 * Markdown, read once into a small block model that every output draws: the proposal editor's
 * preview and the share page (React), and the PDF and PowerPoint exports. Raw HTML is never
 * rendered (it is kept as text), links keep only http(s) and mailto targets, and images become
 * their alt text, so a section's text cannot inject markup or fetch anything.
 */

export interface InlineRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
  code?: boolean;
  strike?: boolean;
  /** A safe link target (http, https or mailto). */
  href?: string;
}

export interface ListItem {
  content: InlineRun[];
  /** 0 for a top-level item, 1 for an item of a nested list… */
  depth: number;
  ordered: boolean;
  /** The item's number in an ordered list. */
  number: number;
}

export type MarkdownBlock =
  | { type: "heading"; level: 1 | 2 | 3 | 4 | 5 | 6; content: InlineRun[] }
  | { type: "paragraph"; content: InlineRun[] }
  | { type: "list"; items: ListItem[] }
  | { type: "quote"; content: InlineRun[] }
  | { type: "code"; text: string }
  | { type: "table"; header: InlineRun[][]; rows: InlineRun[][][] }
  | { type: "rule" };

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1]?.toLowerCase() === "x" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) &&
        code > 0 &&
        code <= 0x10ffff &&
        !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** http(s) and mailto targets only; anything else (javascript:, data:, relative) is dropped. */
export function safeHref(href: string): string | undefined {
  const value = href.trim();
  return /^(https?:\/\/|mailto:)/i.test(value) ? value : undefined;
}

type Style = Omit<InlineRun, "text">;

function inline(tokens: Token[] | undefined, style: Style = {}): InlineRun[] {
  const runs: InlineRun[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case "strong":
        runs.push(...inline((token as Tokens.Strong).tokens, { ...style, bold: true }));
        break;
      case "em":
        runs.push(...inline((token as Tokens.Em).tokens, { ...style, italic: true }));
        break;
      case "del":
        runs.push(...inline((token as Tokens.Del).tokens, { ...style, strike: true }));
        break;
      case "codespan":
        runs.push({ ...style, code: true, text: decodeEntities((token as Tokens.Codespan).text) });
        break;
      case "link": {
        const link = token as Tokens.Link;
        const href = safeHref(link.href);
        runs.push(...inline(link.tokens, href ? { ...style, href } : style));
        break;
      }
      case "image":
        runs.push({ ...style, text: (token as Tokens.Image).text });
        break;
      case "br":
        runs.push({ ...style, text: "\n" });
        break;
      case "text": {
        const text = token as Tokens.Text;
        if (text.tokens?.length) runs.push(...inline(text.tokens, style));
        else runs.push({ ...style, text: decodeEntities(text.text) });
        break;
      }
      case "escape":
        runs.push({ ...style, text: (token as Tokens.Escape).text });
        break;
      default:
        // Raw HTML and anything unknown stay visible as the text that was written.
        if ("raw" in token && token.raw) runs.push({ ...style, text: token.raw });
    }
  }
  return merge(runs);
}

/** Joins neighbouring runs of the same style, so outputs draw fewer pieces. */
function merge(runs: InlineRun[]): InlineRun[] {
  const out: InlineRun[] = [];
  for (const run of runs) {
    if (!run.text) continue;
    const last = out[out.length - 1];
    if (
      last &&
      last.bold === run.bold &&
      last.italic === run.italic &&
      last.code === run.code &&
      last.strike === run.strike &&
      last.href === run.href
    )
      last.text += run.text;
    else out.push({ ...run });
  }
  return out;
}

function listItems(list: Tokens.List, depth: number, items: ListItem[]): void {
  const start = typeof list.start === "number" ? list.start : 1;
  list.items.forEach((item, index) => {
    const content: InlineRun[] = [];
    const nested: Tokens.List[] = [];
    for (const child of item.tokens) {
      if (child.type === "list") nested.push(child as Tokens.List);
      else if (child.type === "text" || child.type === "paragraph") {
        if (content.length) content.push({ text: "\n" });
        content.push(...inline((child as Tokens.Text).tokens ?? [child]));
      } else if ("raw" in child && child.raw.trim()) content.push({ text: child.raw.trim() });
    }
    items.push({ content: merge(content), depth, ordered: list.ordered, number: start + index });
    for (const sub of nested) listItems(sub, depth + 1, items);
  });
}

function blocks(tokens: Token[], out: MarkdownBlock[]): void {
  for (const token of tokens) {
    switch (token.type) {
      case "heading": {
        const heading = token as Tokens.Heading;
        const level = Math.min(Math.max(heading.depth, 1), 6) as 1 | 2 | 3 | 4 | 5 | 6;
        out.push({ type: "heading", level, content: inline(heading.tokens) });
        break;
      }
      case "paragraph":
        out.push({ type: "paragraph", content: inline((token as Tokens.Paragraph).tokens) });
        break;
      case "text":
        out.push({ type: "paragraph", content: inline((token as Tokens.Text).tokens ?? [token]) });
        break;
      case "list": {
        const items: ListItem[] = [];
        listItems(token as Tokens.List, 0, items);
        out.push({ type: "list", items });
        break;
      }
      case "blockquote": {
        const inner: MarkdownBlock[] = [];
        blocks((token as Tokens.Blockquote).tokens, inner);
        const content = inner.flatMap((block, index) => [
          ...(index ? [{ text: "\n" }] : []),
          ...("content" in block ? block.content : [{ text: blockText(block).join("\n") }]),
        ]);
        out.push({ type: "quote", content: merge(content) });
        break;
      }
      case "code":
        out.push({ type: "code", text: (token as Tokens.Code).text });
        break;
      case "table": {
        const table = token as Tokens.Table;
        out.push({
          type: "table",
          header: table.header.map((cell) => inline(cell.tokens)),
          rows: table.rows.map((row) => row.map((cell) => inline(cell.tokens))),
        });
        break;
      }
      case "hr":
        out.push({ type: "rule" });
        break;
      case "html":
        if (token.raw.trim())
          out.push({ type: "paragraph", content: [{ text: token.raw.trim() }] });
        break;
      default:
      // Blank space and link definitions draw nothing.
    }
  }
}

/** Reads Markdown into blocks. */
export function parseMarkdown(markdown: string): MarkdownBlock[] {
  const out: MarkdownBlock[] = [];
  blocks(marked.lexer(markdown, { gfm: true }), out);
  return out;
}

function blockText(block: MarkdownBlock): string[] {
  const runs = (content: InlineRun[]) => content.map((run) => run.text).join("");
  switch (block.type) {
    case "heading":
    case "paragraph":
    case "quote":
      return [runs(block.content)];
    case "list":
      return block.items.map((item) => runs(item.content));
    case "code":
      return [block.text];
    case "table":
      return [block.header, ...block.rows].map((row) => row.map(runs).join(" | "));
    case "rule":
      return [];
  }
}

/** The text of Markdown without its markup, a line per block line (for search and previews). */
export function markdownToPlainText(markdown: string): string {
  return parseMarkdown(markdown).flatMap(blockText).join("\n");
}
