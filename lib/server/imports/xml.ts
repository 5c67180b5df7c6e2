import { SaxesParser } from "saxes";
import { IMPORT_LIMITS } from "@/lib/shared/schemas/imports";
import { IMPORT_MESSAGES } from "@/lib/shared/import-vocabulary";
import { ImportFileError } from "./limits";

/** What the reader calls, in document order; element names without their namespace prefix. */
export interface XmlHandlers<T> {
  open(name: string, attributes: Record<string, string>): void;
  close(name: string): void;
  text(text: string): void;
  /** What the handlers gathered since the last call, handed on after each chunk. */
  take?(): T[];
  /** True once the rest of the part does not matter: reading stops after the current chunk. */
  readonly done?: boolean;
}

/** Hand decoded text to the parser in pieces no longer than this. */
const PIECE = 64 * 1024;

const localName = (name: string) => name.slice(name.indexOf(":") + 1);

/**
 * Read an XML part streamed as UTF-8 byte chunks with a streaming parser (saxes), calling the
 * handlers as elements open and close. Between two calls the parser only gathers (a text, a tag
 * and its attributes, a comment), so counting the characters fed since the last call bounds what
 * it holds: a single run longer than `maxXmlRunChars` refuses the file, and so does nesting deeper
 * than `maxXmlDepth`. Entities are only XML's own (saxes expands no DTD), so none can multiply.
 * After each chunk, what the handlers gathered is handed on.
 */
export async function* readXml<T>(
  chunks: AsyncIterable<Uint8Array>,
  handlers: XmlHandlers<T>,
): AsyncGenerator<T> {
  const parser = new SaxesParser({ position: false });
  let sinceEvent = 0;
  let depth = 0;
  const seen = () => {
    sinceEvent = 0;
  };
  parser.on("opentag", (tag) => {
    seen();
    if (++depth > IMPORT_LIMITS.maxXmlDepth) throw new ImportFileError(IMPORT_MESSAGES.xlsxMarkup);
    handlers.open(localName(tag.name), tag.attributes as Record<string, string>);
  });
  parser.on("closetag", (tag) => {
    seen();
    depth--;
    handlers.close(localName(tag.name));
  });
  parser.on("text", (text) => {
    seen();
    handlers.text(text);
  });
  parser.on("cdata", (text) => {
    seen();
    handlers.text(text);
  });
  // No more handlers than these: saxes stores each as a property added to the parser, and a few
  // more turn it into a slow dictionary object, making parsing many times slower. Without an
  // error handler saxes throws, which xlsx.ts reports as an unreadable file; comments and
  // processing instructions reset no count, so a long run of them is bounded like any other.

  const decoder = new TextDecoder("utf-8");
  const feed = (text: string) => {
    for (let at = 0; at < text.length; at += PIECE) {
      const piece = text.slice(at, at + PIECE);
      parser.write(piece);
      // An event inside this piece reset the count; adding the whole piece overcounts, safely.
      sinceEvent += piece.length;
      if (sinceEvent > IMPORT_LIMITS.maxXmlRunChars) {
        throw new ImportFileError(IMPORT_MESSAGES.xlsxMarkup);
      }
    }
  };
  for await (const chunk of chunks) {
    feed(decoder.decode(chunk, { stream: true }));
    yield* handlers.take?.() ?? [];
    if (handlers.done) return;
  }
  feed(decoder.decode());
  parser.close();
  yield* handlers.take?.() ?? [];
}
