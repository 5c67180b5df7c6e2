/** The name an exported file gets: the proposal's title, made safe for any file system and header. */
export function exportFileName(title: string, extension: "pdf" | "pptx"): string {
  const base = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9 ._-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, "")
    .slice(0, 80)
    .trim();
  return `${base || "proposal"}.${extension}`;
}
