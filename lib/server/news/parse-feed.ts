import { XMLParser } from "fast-xml-parser";
import { FeedError } from "./feed-error";

/** One entry of an RSS 2.0 or Atom feed, fields as written (entities not yet decoded). */
export interface RawFeedItem {
  guid: string | null;
  /** RSS `<link>` text or the Atom alternate link's href. */
  link: string | null;
  title: string | null;
  /** RSS pubDate / dc:date, Atom published / updated. */
  date: string | null;
  /** RSS description / content:encoded, Atom summary / content. */
  summary: string | null;
  /** RSS `<source>` text or the Atom entry's source title. */
  source: string | null;
}

export interface RawFeed {
  kind: "rss" | "atom";
  title: string | null;
  items: RawFeedItem[];
}

const REPEATED = new Set(["item", "entry", "link"]);

/**
 * Safe settings: entities are left as written (no expansion of anything the document declares,
 * so "billion laughs" stays a short string), external entities are refused by the parser, values
 * stay strings, nesting is capped.
 */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  trimValues: true,
  maxNestedTags: 64,
  isArray: (tagName) => REPEATED.has(tagName),
});

type XmlObject = Record<string, unknown>;

const isObject = (value: unknown): value is XmlObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

/** The text of an element: a plain value, or the `#text` of one with attributes; else null. */
function textOf(node: unknown): string | null {
  if (Array.isArray(node)) return textOf(node[0]);
  if (typeof node === "string") return node.trim() || null;
  if (typeof node === "number" || typeof node === "boolean") return String(node);
  if (isObject(node)) return textOf(node["#text"]);
  return null;
}

const firstText = (node: XmlObject, ...names: string[]): string | null => {
  for (const name of names) {
    const text = textOf(node[name]);
    if (text) return text;
  }
  return null;
};

/** Parse an RSS 2.0 or Atom document. Throws FeedError ("malformed" or "not-a-feed"). */
export function parseFeed(xml: string): RawFeed {
  let document: unknown;
  try {
    // `true` validates first: a broken document fails with line and column instead of half-parsing.
    document = parser.parse(xml, true);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new FeedError("malformed", `The feed is not well-formed XML (${detail}).`, {
      cause: error,
    });
  }
  if (!isObject(document)) throw notAFeed();
  if (isObject(document.rss)) return readRss(document.rss);
  if (isObject(document.feed)) return readAtom(document.feed);
  throw notAFeed();
}

const notAFeed = () =>
  new FeedError("not-a-feed", "The document is XML but neither an RSS 2.0 nor an Atom feed.");

function readRss(rss: XmlObject): RawFeed {
  const channel = asList(rss.channel).find(isObject);
  if (!channel) throw notAFeed();
  const items = asList(channel.item)
    .filter(isObject)
    .map((item) => ({
      guid: firstText(item, "guid"),
      link: firstText(item, "link"),
      title: firstText(item, "title"),
      date: firstText(item, "pubDate", "dc:date"),
      summary: firstText(item, "description", "content:encoded"),
      source: firstText(item, "source"),
    }));
  return { kind: "rss", title: firstText(channel, "title"), items };
}

function readAtom(feed: XmlObject): RawFeed {
  const items = asList(feed.entry)
    .filter(isObject)
    .map((entry) => ({
      guid: firstText(entry, "id"),
      link: alternateHref(entry.link),
      title: firstText(entry, "title"),
      date: firstText(entry, "published", "updated"),
      summary: firstText(entry, "summary", "content"),
      source: isObject(entry.source) ? firstText(entry.source, "title") : null,
    }));
  return { kind: "atom", title: firstText(feed, "title"), items };
}

/** The href of the `alternate` link, or of a link without rel (which means alternate). */
function alternateHref(links: unknown): string | null {
  const alternate = asList(links)
    .filter(isObject)
    .find((link) => link["@_rel"] === undefined || link["@_rel"] === "alternate");
  const href = alternate?.["@_href"];
  return typeof href === "string" && href.trim() ? href.trim() : null;
}
