import type { ReactNode } from "react";
import { parseMarkdown, type InlineRun, type MarkdownBlock } from "@/lib/shared/markdown";
import { cn } from "@/lib/cn";

/** Draws Markdown through the shared block model (no raw HTML is ever rendered). */
export function MarkdownView({ markdown, className }: { markdown: string; className?: string }) {
  const blocks = parseMarkdown(markdown);
  return (
    <div className={cn("space-y-3 text-sm leading-relaxed break-words", className)}>
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  );
}

function Runs({ runs }: { runs: InlineRun[] }) {
  return runs.map((run, index) => {
    let node: ReactNode = run.text.includes("\n")
      ? run.text.split("\n").flatMap((line, i) => (i ? [<br key={i} />, line] : [line]))
      : run.text;
    if (run.code) node = <code className="rounded bg-muted px-1 py-0.5 text-[0.9em]">{node}</code>;
    if (run.bold) node = <strong>{node}</strong>;
    if (run.italic) node = <em>{node}</em>;
    if (run.strike) node = <s>{node}</s>;
    if (run.href)
      node = (
        <a
          href={run.href}
          className="text-primary underline underline-offset-2"
          target="_blank"
          rel="noopener noreferrer nofollow"
        >
          {node}
        </a>
      );
    return <span key={index}>{node}</span>;
  });
}

const HEADING_TAG = { 1: "h3", 2: "h4", 3: "h5", 4: "h6", 5: "h6", 6: "h6" } as const;

const HEADING_CLASS = {
  1: "text-xl font-semibold",
  2: "text-lg font-semibold",
  3: "text-base font-semibold",
  4: "text-sm font-semibold",
  5: "text-sm font-semibold",
  6: "text-sm font-semibold",
} as const;

function Block({ block }: { block: MarkdownBlock }) {
  switch (block.type) {
    case "heading": {
      // Section titles are the page's h2/h3; Markdown headings sit below them.
      const Tag = HEADING_TAG[block.level];
      return (
        <Tag className={HEADING_CLASS[block.level]}>
          <Runs runs={block.content} />
        </Tag>
      );
    }
    case "paragraph":
      return (
        <p>
          <Runs runs={block.content} />
        </p>
      );
    case "quote":
      return (
        <blockquote className="border-l-4 border-border pl-3 text-muted-foreground">
          <Runs runs={block.content} />
        </blockquote>
      );
    case "code":
      return (
        <pre className="overflow-x-auto rounded bg-muted p-3 text-xs">
          <code>{block.text}</code>
        </pre>
      );
    case "rule":
      return <hr className="border-border" />;
    case "list":
      return <List items={block.items} />;
    case "table":
      return (
        // Focusable, so a table wider than a phone's screen can be scrolled from the keyboard.
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Table">
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr>
                {block.header.map((cell, i) => (
                  <th key={i} className="border-b border-border px-2 py-1 font-semibold">
                    <Runs runs={cell} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, i) => (
                    <td key={i} className="border-b border-border px-2 py-1">
                      <Runs runs={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

/** Lists arrive flattened with depths; they are drawn as nested lists again. */
function List({ items }: { items: Extract<MarkdownBlock, { type: "list" }>["items"] }) {
  // Renders the items from `start` that sit at `depth`, each with its deeper items nested in it.
  const render = (start: number, depth: number): [ReactNode, number] => {
    const children: ReactNode[] = [];
    const ordered = items[start]?.ordered ?? false;
    let index = start;
    while (index < items.length && items[index]!.depth === depth) {
      const item = items[index]!;
      const nested: ReactNode[] = [];
      index += 1;
      while (index < items.length && items[index]!.depth > depth) {
        const [list, next] = render(index, items[index]!.depth);
        nested.push(list);
        index = next;
      }
      children.push(
        <li key={index}>
          <Runs runs={item.content} />
          {nested}
        </li>,
      );
    }
    const Tag = ordered ? "ol" : "ul";
    return [
      <Tag
        key={`list-${start}`}
        start={ordered ? items[start]?.number : undefined}
        className={cn("space-y-1 pl-5", ordered ? "list-decimal" : "list-disc")}
      >
        {children}
      </Tag>,
      index,
    ];
  };
  return render(0, 0)[0];
}
