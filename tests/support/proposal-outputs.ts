import JSZip from "jszip";
import { decodeEntities, stripHtml } from "@/lib/server/news/text";
import { BASE_URL, http, waitForJob } from "./http";
import { pdfText } from "./pdf";

/**
 * Everything of one proposal that leaves the app, as plain text: the share page as a signed-out
 * visitor gets it (raw HTML and its main content's text), the public API answer (its strings),
 * the PDF (merged and the cover page) and the PowerPoint deck (every slide, and the cover slide).
 */
export interface PublicOutputs {
  pageHtml: string;
  pageText: string;
  api: string;
  pdf: string;
  pdfCover: string;
  pptx: string;
  pptxCover: string;
}

/** The visible text of the page's <main>, scripts and styles left out. */
export function mainText(html: string): string {
  return decodeEntities(stripHtml(/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? ""));
}

/** Every string value in a JSON answer, one per line. */
export function jsonStrings(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(jsonStrings).join("\n");
  if (value && typeof value === "object") return Object.values(value).map(jsonStrings).join("\n");
  return "";
}

/** A slide's text: the runs of each paragraph joined, one line per paragraph. */
function slideText(xml: string): string {
  return [...xml.matchAll(/<a:p>([\s\S]*?)<\/a:p>/g)]
    .map((paragraph) =>
      [...paragraph[1]!.matchAll(/<a:t>([\s\S]*?)<\/a:t>/g)]
        .map((run) => decodeEntities(run[1]!))
        .join(""),
    )
    .join("\n");
}

export async function pptxSlides(bytes: Uint8Array): Promise<string[]> {
  const zip = await JSZip.loadAsync(bytes);
  const names = Object.keys(zip.files)
    .filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
    .sort((a, b) => Number(/(\d+)\.xml$/.exec(a)![1]) - Number(/(\d+)\.xml$/.exec(b)![1]));
  return Promise.all(names.map(async (name) => slideText(await zip.file(name)!.async("string"))));
}

/** Export the proposal in a format through its job and download the file. */
export async function exportProposal(
  proposalId: number,
  format: "pdf" | "pptx",
  cookie: string,
): Promise<Uint8Array> {
  const created = await http(`/api/proposals/${proposalId}/exports`, { cookie, json: { format } });
  if (created.status !== 202) throw new Error(`export refused: ${JSON.stringify(created.body)}`);
  const job = await waitForJob(created.body.job.id, cookie);
  if (job.status !== "completed") throw new Error(`export ${job.status}: ${job.error}`);
  const response = await fetch(
    `${BASE_URL}/api/proposal-exports/${created.body.export.id}/download`,
    { headers: { cookie } },
  );
  if (response.status !== 200) throw new Error(`download answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Share the proposal, open it signed out (page and API), and export it both ways. */
export async function publicOutputs(proposalId: number, cookie: string): Promise<PublicOutputs> {
  const link = await http(`/api/proposals/${proposalId}/share-links`, { cookie, json: {} });
  if (link.status !== 201) throw new Error(`share link refused: ${JSON.stringify(link.body)}`);
  const page = await http<string>(link.body.url);
  const api = await http(`/api/shared-proposals/${link.body.token}`);
  if (page.status !== 200 || api.status !== 200)
    throw new Error("the shared proposal did not open");
  const pdf = pdfText(await exportProposal(proposalId, "pdf", cookie));
  const slides = await pptxSlides(await exportProposal(proposalId, "pptx", cookie));
  return {
    pageHtml: page.body,
    pageText: mainText(page.body),
    api: jsonStrings(api.body),
    pdf: pdf.text,
    pdfCover: pdf.pages[0] ?? "",
    pptx: slides.join("\n"),
    pptxCover: slides[0] ?? "",
  };
}

/** Whitespace collapsed, so text wrapped across lines in a file still matches. */
export const flat = (text: string) => text.replace(/\s+/g, " ").trim();

/** How many times `needle` occurs in `haystack` (both flattened). */
export function occurrences(haystack: string, needle: string): number {
  const h = flat(haystack);
  const n = flat(needle);
  if (!n) return 0;
  let count = 0;
  for (let at = h.indexOf(n); at !== -1; at = h.indexOf(n, at + n.length)) count++;
  return count;
}
