import "server-only";
import PDFDocument from "pdfkit";
import { parseMarkdown, type InlineRun, type MarkdownBlock } from "@/lib/shared/markdown";
import type { PublicProposal, PublicProposalSection } from "@/lib/shared/schemas/proposal";
import type { PublicInvestment } from "@/lib/shared/schemas/proposal-investment";
import { investmentItemText, investmentTerms } from "@/lib/shared/proposal-investment";
import { exportFonts, type ExportAssets, type ExportImage } from "./assets";
import { coverLines, formatLongDate } from "@/lib/shared/proposal-cover";

/**
 * The PDF of a proposal's public view, drawn with pdfkit (no browser): A4, Inter embedded
 * (regular, bold, italics), a cover page with both logos, then the visible sections one after
 * another (the Investment section with the offer's items and terms), flowing across pages, and a
 * page number on every page but the cover.
 */

const MARGIN = 56;
const ACCENT = "#0b6b43";
const TEXT = "#1f2937";
const MUTED = "#6b7280";

type Doc = PDFKit.PDFDocument;

const FONT = {
  regular: "Inter",
  bold: "Inter-Bold",
  italic: "Inter-Italic",
  boldItalic: "Inter-BoldItalic",
};

function fontOf(run: Pick<InlineRun, "bold" | "italic">): string {
  if (run.bold && run.italic) return FONT.boldItalic;
  if (run.bold) return FONT.bold;
  if (run.italic) return FONT.italic;
  return FONT.regular;
}

function drawRuns(
  doc: Doc,
  runs: InlineRun[],
  options: {
    size: number;
    indent?: number;
    base?: Pick<InlineRun, "bold" | "italic">;
  } & PDFKit.Mixins.TextOptions,
) {
  const { size, indent = 0, base = {}, ...textOptions } = options;
  const width = doc.page.width - MARGIN * 2 - indent;
  const list = runs.length ? runs : [{ text: " " }];
  doc.fontSize(size);
  list.forEach((run, index) => {
    const last = index === list.length - 1;
    doc
      .font(fontOf({ bold: run.bold || base.bold, italic: run.italic || base.italic }))
      .fillColor(run.href ? ACCENT : TEXT)
      .text(run.text, index === 0 ? MARGIN + indent : undefined, undefined, {
        ...textOptions,
        width,
        continued: !last,
        link: run.href ?? null,
        underline: Boolean(run.href),
        strike: Boolean(run.strike),
        lineGap: 2,
      });
  });
}

/** Start a new page when less than `needed` points are left on this one. */
function ensureRoom(doc: Doc, needed: number) {
  if (doc.y + needed > doc.page.height - MARGIN) doc.addPage();
}

function drawBlock(doc: Doc, block: MarkdownBlock) {
  switch (block.type) {
    case "heading": {
      const size = block.level <= 1 ? 16 : block.level === 2 ? 14 : 12;
      ensureRoom(doc, size * 3);
      doc.moveDown(0.4);
      drawRuns(doc, block.content, { size, base: { bold: true } });
      doc.moveDown(0.2);
      break;
    }
    case "paragraph":
      ensureRoom(doc, 30);
      drawRuns(doc, block.content, { size: 10.5 });
      doc.moveDown(0.6);
      break;
    case "quote":
      ensureRoom(doc, 30);
      drawRuns(doc, block.content, { size: 10.5, indent: 16, base: { italic: true } });
      doc.moveDown(0.6);
      break;
    case "list":
      for (const item of block.items) {
        ensureRoom(doc, 20);
        const indent = 14 + item.depth * 14;
        const marker = item.ordered ? `${item.number}.` : "•";
        const y = doc.y;
        doc
          .font(FONT.regular)
          .fontSize(10.5)
          .fillColor(TEXT)
          .text(marker, MARGIN + indent - 14, y, { width: 14, lineBreak: false });
        doc.y = y;
        drawRuns(doc, item.content, { size: 10.5, indent });
        doc.moveDown(0.2);
      }
      doc.moveDown(0.4);
      break;
    case "code":
      ensureRoom(doc, 30);
      doc
        .font(FONT.regular)
        .fontSize(9.5)
        .fillColor(TEXT)
        .text(block.text, MARGIN + 12, undefined, { width: doc.page.width - MARGIN * 2 - 24 });
      doc.moveDown(0.6);
      break;
    case "table": {
      const rows = [block.header, ...block.rows];
      rows.forEach((row, index) => {
        ensureRoom(doc, 20);
        const runs = row.flatMap((cell, cellIndex) => [
          ...(cellIndex ? [{ text: "  |  " }] : []),
          ...cell,
        ]);
        drawRuns(doc, runs, { size: 10, base: { bold: index === 0 } });
      });
      doc.moveDown(0.6);
      break;
    }
    case "rule": {
      ensureRoom(doc, 20);
      const y = doc.y + 4;
      doc
        .moveTo(MARGIN, y)
        .lineTo(doc.page.width - MARGIN, y)
        .strokeColor("#d1d5db")
        .lineWidth(0.5)
        .stroke();
      doc.y = y + 10;
      break;
    }
  }
}

/** An image fitted into a box (keeping its proportions); answers the height drawn. */
function drawImage(doc: Doc, image: ExportImage, x: number, y: number, maxW: number, maxH: number) {
  const scale = Math.min(maxW / image.width, maxH / image.height, 1.5);
  const width = image.width * scale;
  const height = image.height * scale;
  doc.image(image.bytes, x, y, { width, height });
  return { width, height };
}

function drawCover(
  doc: Doc,
  view: PublicProposal,
  assets: ExportAssets,
  cover?: PublicProposalSection,
) {
  const pageWidth = doc.page.width;
  const logoBox = { w: 170, h: 90 };
  const top = MARGIN + 40;
  const sponsor = drawImage(doc, assets.sponsorLogo, MARGIN, top, logoBox.w, logoBox.h);
  let bottom = top + sponsor.height;
  if (assets.propertyLogo) {
    const fitted = Math.min(
      logoBox.w / assets.propertyLogo.width,
      logoBox.h / assets.propertyLogo.height,
      1.5,
    );
    const width = assets.propertyLogo.width * fitted;
    const drawn = drawImage(
      doc,
      assets.propertyLogo,
      pageWidth - MARGIN - width,
      top,
      logoBox.w,
      logoBox.h,
    );
    bottom = Math.max(bottom, top + drawn.height);
  }
  doc.rect(MARGIN, bottom + 30, pageWidth - MARGIN * 2, 3).fill(ACCENT);
  doc.y = bottom + 60;
  doc
    .font(FONT.bold)
    .fontSize(28)
    .fillColor(TEXT)
    .text(view.title, MARGIN, doc.y, { width: pageWidth - MARGIN * 2 });
  doc.moveDown(0.8);
  for (const line of coverLines(view)) {
    doc
      .font(line.strong ? FONT.bold : FONT.regular)
      .fontSize(line.strong ? 13 : 11.5)
      .fillColor(line.strong ? TEXT : MUTED)
      .text(line.text, MARGIN, undefined, { width: pageWidth - MARGIN * 2 });
    doc.moveDown(0.3);
  }
  if (cover?.body.trim()) {
    doc.moveDown(1);
    for (const block of parseMarkdown(cover.body)) drawBlock(doc, block);
  }
  doc
    .font(FONT.regular)
    .fontSize(10)
    .fillColor(MUTED)
    .text(
      `${formatLongDate(view.date)} · ${view.seller.name}${view.seller.email ? ` · ${view.seller.email}` : ""}`,
      MARGIN,
      doc.page.height - MARGIN - 20,
      { width: pageWidth - MARGIN * 2, lineBreak: false },
    );
}

/** The offer itself under the Investment section's text: what is included, then the terms. */
function drawInvestment(doc: Doc, investment: PublicInvestment) {
  ensureRoom(doc, 60);
  drawRuns(doc, [{ text: "What is included", bold: true }], { size: 12 });
  doc.moveDown(0.3);
  for (const item of investment.items) {
    const text = investmentItemText(item);
    ensureRoom(doc, 30);
    drawRuns(doc, [{ text: text.name, bold: true }, { text: `  ${text.detail}` }], { size: 10.5 });
    doc.moveDown(0.25);
  }
  doc.moveDown(0.4);
  for (const term of investmentTerms(investment)) {
    ensureRoom(doc, 20);
    drawRuns(doc, [{ text: `${term.label}: `, bold: true }, { text: term.value }], { size: 11 });
    doc.moveDown(0.2);
  }
  doc.moveDown(0.6);
}

function drawSection(
  doc: Doc,
  section: PublicProposalSection,
  assets: ExportAssets,
  investment: PublicInvestment | null,
) {
  ensureRoom(doc, 120);
  doc.moveDown(0.8);
  doc
    .font(FONT.bold)
    .fontSize(18)
    .fillColor(ACCENT)
    .text(section.title, MARGIN, undefined, { width: doc.page.width - MARGIN * 2 });
  doc.moveDown(0.4);
  for (const block of parseMarkdown(section.body)) drawBlock(doc, block);
  if (section.kind === "investment" && investment) drawInvestment(doc, investment);
  for (const idea of section.ideas) {
    ensureRoom(doc, 50);
    drawRuns(doc, [{ text: idea.title, bold: true }], { size: 11.5 });
    doc.moveDown(0.15);
    drawRuns(doc, [{ text: idea.description }], { size: 10.5 });
    doc.moveDown(0.6);
  }
  const usable = doc.page.width - MARGIN * 2;
  for (const mockup of section.mockups) {
    const image = assets.mockups.get(mockup.id);
    if (!image) continue;
    const height = Math.min(300, (usable / image.width) * image.height);
    ensureRoom(doc, height + 30);
    const drawn = drawImage(doc, image, MARGIN, doc.y, usable, 300);
    doc.y += drawn.height + 4;
    doc
      .font(FONT.italic)
      .fontSize(9.5)
      .fillColor(MUTED)
      .text(mockup.title, MARGIN, undefined, { width: usable });
    doc.moveDown(0.8);
  }
}

export async function renderProposalPdf(
  view: PublicProposal,
  assets: ExportAssets,
): Promise<Buffer> {
  const fonts = await exportFonts();
  // Inter is the default font, so pdfkit never loads its built-in (unembedded) Helvetica.
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    font: fonts.regular as unknown as string,
    info: {
      Title: view.title,
      Author: view.seller.name,
      Subject: `Proposal for ${view.sponsor.name}`,
    },
  });
  doc.registerFont(FONT.regular, fonts.regular);
  doc.registerFont(FONT.bold, fonts.bold);
  doc.registerFont(FONT.italic, fonts.italic);
  doc.registerFont(FONT.boldItalic, fonts.boldItalic);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const cover = view.sections.find((section) => section.kind === "cover");
  drawCover(doc, view, assets, cover);
  const rest = view.sections.filter((section) => section !== cover);
  if (rest.length) {
    doc.addPage();
    rest.forEach((section, index) => {
      if (index === 0) doc.y = MARGIN - 14;
      drawSection(doc, section, assets, view.investment);
    });
  }

  const range = doc.bufferedPageRange();
  for (let index = range.start + 1; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(FONT.regular)
      .fontSize(9)
      .fillColor(MUTED)
      .text(`${view.title} · Page ${index + 1} of ${range.count}`, MARGIN, doc.page.height - 34, {
        width: doc.page.width - MARGIN * 2,
        align: "center",
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
