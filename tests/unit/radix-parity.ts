/** Comparing the markup of a plain control with the one of the Radix primitive it replaces. */

/**
 * The markup with its generated ids numbered in order of appearance (React's useId differs with
 * the depth of the tree; which elements share an id must agree) and without the mark Radix puts on
 * the items of its collection to find them (nothing else reads it).
 */
export function comparable(html: string): string {
  const bases = new Map<string, string>();
  return html
    .replaceAll(' data-radix-collection-item=""', "")
    .replace(/(?:radix-)?_R_[A-Za-z0-9]+_/g, (base) => {
      if (!bases.has(base)) bases.set(base, `id${bases.size}`);
      return bases.get(base)!;
    });
}
