import "server-only";
import PptxGenJS from "pptxgenjs";
import { parseMarkdown, type InlineRun, type MarkdownBlock } from "@/lib/shared/markdown";
import type { PublicProposal, PublicProposalSection } from "@/lib/shared/schemas/proposal";
import type { PublicInvestment } from "@/lib/shared/schemas/proposal-investment";
import { investmentItemText, investmentTerms } from "@/lib/shared/proposal-investment";
import type { ExportAssets, ExportImage } from "./assets";
import { coverLines, formatLongDate } from "@/lib/shared/proposal-cover";

/**
 * The PowerPoint deck of a proposal's public view, written by pptxgenjs (no browser): 16:9, one
 * slide per visible section, the two logos on the cover, the mockups on the visuals slide, the
 * offer's items and terms on the Investment slide, text
 * sized to fit its box. The font face is Inter by name: pptxgenjs cannot embed fonts, so a
 * computer without Inter shows PowerPoint's substitute (docs/api.md#proposal-exports).
 */

const FONT_FACE = "Inter";
const ACCENT = "0B6B43";
const TEXT = "1F2937";
const MUTED = "6B7280";
/** LAYOUT_16x9 is 10 × 5.625 inches. */
const SLIDE = { w: 10, h: 5.625 };
const PAD = 0.5;

type TextRun = PptxGenJS.TextProps;

function runsToText(runs: InlineRun[], base: PptxGenJS.TextPropsOptions = {}): TextRun[] {
  return runs.map((run) => ({
    text: run.text,
    options: {
      ...base,
      bold: Boolean(run.bold || base.bold),
      italic: Boolean(run.italic || base.italic),
      strike: run.strike ? "sngStrike" : undefined,
      ...(run.href ? { hyperlink: { url: run.href }, color: ACCENT } : {}),
    },
  }));
}

/** One paragraph per block line; the last run of each paragraph ends the line. */
function blocksToText(blocks: MarkdownBlock[]): { runs: TextRun[]; chars: number; lines: number } {
  const runs: TextRun[] = [];
  let chars = 0;
  let lines = 0;
  const paragraph = (content: TextRun[], options: PptxGenJS.TextPropsOptions = {}) => {
    if (!content.length) content = [{ text: " " }];
    content.forEach((run, index) => {
      const last = index === content.length - 1;
      runs.push({
        text: run.text,
        options: {
          ...run.options,
          ...(index === 0 ? options : {}),
          ...(last ? { breakLine: true } : {}),
        },
      });
      chars += run.text?.length ?? 0;
    });
    lines += 1;
  };
  for (const block of blocks) {
    switch (block.type) {
      case "heading":
        paragraph(runsToText(block.content, { bold: true }));
        break;
      case "paragraph":
        paragraph(runsToText(block.content), { paraSpaceAfter: 6 });
        break;
      case "quote":
        paragraph(runsToText(block.content, { italic: true }), { indentLevel: 1 });
        break;
      case "list":
        for (const item of block.items)
          paragraph(runsToText(item.content), {
            bullet: item.ordered ? { type: "number" } : true,
            indentLevel: item.depth,
          });
        break;
      case "code":
        for (const line of block.text.split("\n")) paragraph([{ text: line }]);
        break;
      case "table":
        for (const row of [block.header, ...block.rows])
          paragraph(
            row.flatMap((cell, index) => [
              ...(index ? [{ text: "  |  " }] : []),
              ...runsToText(cell, { bold: row === block.header }),
            ]),
          );
        break;
      case "rule":
        break;
    }
  }
  return { runs, chars, lines };
}

/**
 * The largest font size (from 18 pt down to 9 pt) at which the text is estimated to fit a box:
 * Inter averages about half an em per character, lines are 1.2 em high.
 */
export function fittedFontSize(chars: number, paragraphs: number, box: { w: number; h: number }) {
  for (const size of [18, 16, 14, 13, 12, 11, 10, 9]) {
    const perLine = Math.max(1, Math.floor((box.w * 72) / (size * 0.52)));
    const lines = Math.ceil(chars / perLine) + paragraphs;
    if (lines * size * 1.25 <= box.h * 72) return size;
  }
  return 9;
}

/** A box (in inches) for an image, keeping its proportions inside the given area. */
function contain(image: ExportImage, area: { x: number; y: number; w: number; h: number }) {
  const scale = Math.min(area.w / image.width, area.h / image.height);
  const w = image.width * scale;
  const h = image.height * scale;
  return { x: area.x + (area.w - w) / 2, y: area.y + (area.h - h) / 2, w, h };
}

const dataOf = (image: ExportImage) => `${image.mime};base64,${image.bytes.toString("base64")}`;

function addTitle(slide: PptxGenJS.Slide, title: string) {
  slide.addText(title, {
    x: PAD,
    y: 0.3,
    w: SLIDE.w - PAD * 2,
    h: 0.7,
    fontFace: FONT_FACE,
    fontSize: 26,
    bold: true,
    color: ACCENT,
    fit: "shrink",
  });
  slide.addShape("rect", {
    x: PAD,
    y: 1.02,
    w: 1.2,
    h: 0.05,
    fill: { color: ACCENT },
    line: { color: ACCENT },
  });
}

function addBody(
  slide: PptxGenJS.Slide,
  blocks: MarkdownBlock[],
  box: { x: number; y: number; w: number; h: number },
  extra: TextRun[] = [],
) {
  const text = blocksToText(blocks);
  const runs = [...text.runs, ...extra];
  if (!runs.length) return;
  const extraChars = extra.reduce((sum, run) => sum + (run.text?.length ?? 0), 0);
  const extraLines = extra.filter((run) => run.options?.breakLine).length;
  const size = fittedFontSize(text.chars + extraChars, text.lines + extraLines, box);
  slide.addText(runs, {
    ...box,
    fontFace: FONT_FACE,
    fontSize: size,
    color: TEXT,
    valign: "top",
    fit: "shrink",
    paraSpaceAfter: 4,
  });
}

function coverSlide(
  pptx: PptxGenJS,
  view: PublicProposal,
  assets: ExportAssets,
  section: PublicProposalSection,
) {
  const slide = pptx.addSlide();
  const logoArea = { w: 2.6, h: 1.1 };
  slide.addImage({
    data: dataOf(assets.sponsorLogo),
    ...contain(assets.sponsorLogo, { x: PAD, y: 0.4, ...logoArea }),
  });
  if (assets.propertyLogo)
    slide.addImage({
      data: dataOf(assets.propertyLogo),
      ...contain(assets.propertyLogo, { x: SLIDE.w - PAD - logoArea.w, y: 0.4, ...logoArea }),
    });
  slide.addText(view.title, {
    x: PAD,
    y: 1.8,
    w: SLIDE.w - PAD * 2,
    h: 1.1,
    fontFace: FONT_FACE,
    fontSize: 32,
    bold: true,
    color: TEXT,
    fit: "shrink",
    valign: "bottom",
  });
  const lines = coverLines(view).map<TextRun>((line) => ({
    text: line.text,
    options: { bold: Boolean(line.strong), color: line.strong ? TEXT : MUTED, breakLine: true },
  }));
  lines.push({
    text: `${formatLongDate(view.date)} · ${view.seller.name}${view.seller.email ? ` · ${view.seller.email}` : ""}`,
    options: { color: MUTED, breakLine: true },
  });
  slide.addText(lines, {
    x: PAD,
    y: 3.0,
    w: SLIDE.w - PAD * 2,
    h: 1.2,
    fontFace: FONT_FACE,
    fontSize: 14,
    valign: "top",
    fit: "shrink",
  });
  const body = parseMarkdown(section.body);
  if (body.length) addBody(slide, body, { x: PAD, y: 4.25, w: SLIDE.w - PAD * 2, h: 1.05 });
}

/** The offer under the Investment slide's text: each item on a line, then the terms. */
function investmentRuns(investment: PublicInvestment): TextRun[] {
  const items = investment.items.flatMap<TextRun>((item) => {
    const text = investmentItemText(item);
    return [
      { text: text.name, options: { bold: true } },
      { text: `  ${text.detail}`, options: { breakLine: true } },
    ];
  });
  const terms = investmentTerms(investment).flatMap<TextRun>((term) => [
    { text: `${term.label}: `, options: { bold: true } },
    { text: term.value, options: { breakLine: true } },
  ]);
  return [...items, ...terms];
}

function sectionSlide(
  pptx: PptxGenJS,
  section: PublicProposalSection,
  assets: ExportAssets,
  investment: PublicInvestment | null,
) {
  const slide = pptx.addSlide();
  addTitle(slide, section.title);
  const blocks = parseMarkdown(section.body);
  const images = section.mockups.flatMap((mockup) => {
    const image = assets.mockups.get(mockup.id);
    return image ? [{ mockup, image }] : [];
  });
  const extraRuns: TextRun[] = section.ideas.flatMap<TextRun>((idea) => [
    { text: `${idea.title}: `, options: { bold: true } },
    { text: idea.description, options: { breakLine: true } },
  ]);
  if (section.kind === "investment" && investment) extraRuns.push(...investmentRuns(investment));
  const top = 1.25;
  const height = SLIDE.h - top - 0.35;
  if (!images.length) {
    addBody(slide, blocks, { x: PAD, y: top, w: SLIDE.w - PAD * 2, h: height }, extraRuns);
    return;
  }
  // Visuals: the text on a narrow left column when there is any, the mockups in a grid.
  const hasText = blocks.length > 0 || extraRuns.length > 0;
  const textWidth = hasText ? 3 : 0;
  if (hasText) addBody(slide, blocks, { x: PAD, y: top, w: textWidth, h: height }, extraRuns);
  const gridX = PAD + (hasText ? textWidth + 0.25 : 0);
  const gridW = SLIDE.w - PAD - gridX;
  const columns = images.length <= 1 ? 1 : images.length <= 4 ? 2 : 3;
  const rows = Math.ceil(images.length / columns);
  const cellW = gridW / columns;
  const cellH = height / rows;
  images.forEach(({ mockup, image }, index) => {
    const column = index % columns;
    const row = Math.floor(index / columns);
    const cell = {
      x: gridX + column * cellW + 0.05,
      y: top + row * cellH + 0.05,
      w: cellW - 0.1,
      h: cellH - 0.35,
    };
    slide.addImage({ data: dataOf(image), altText: mockup.title, ...contain(image, cell) });
    slide.addText(mockup.title, {
      x: cell.x,
      y: cell.y + cell.h,
      w: cell.w,
      h: 0.25,
      fontFace: FONT_FACE,
      fontSize: 9,
      italic: true,
      color: MUTED,
      fit: "shrink",
    });
  });
}

export async function renderProposalPptx(
  view: PublicProposal,
  assets: ExportAssets,
): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = "LAYOUT_16x9";
  pptx.title = view.title;
  pptx.author = view.seller.name;
  pptx.subject = `Proposal for ${view.sponsor.name}`;
  pptx.theme = { headFontFace: FONT_FACE, bodyFontFace: FONT_FACE };
  for (const section of view.sections) {
    if (section.kind === "cover") coverSlide(pptx, view, assets, section);
    else sectionSlide(pptx, section, assets, view.investment);
  }
  const output = await pptx.write({ outputType: "nodebuffer", compression: true });
  return Buffer.from(output as Uint8Array);
}
