import "server-only";
import { getEnv } from "@/lib/env";

/** An absolute link into the app, for messages read outside it. */
export function appUrl(pathWithQuery: string): string {
  return new URL(pathWithQuery, getEnv().APP_URL).toString();
}

/**
 * A link into the app that carries a secret (a single-use token) in its `token` parameter. Every
 * such link is built here, in this one form, so that `maskLinkSecrets` can find it again.
 */
export function secretLink(path: string, token: string): string {
  return appUrl(`${path}?token=${encodeURIComponent(token)}`);
}

/** What stands in the stored copy of a sent message where a link's secret was. */
export const REMOVED_SECRET = "[removed after sending]";

/** The `token` value of a secret link, in text or in HTML (where `&` is written `&#38;`). */
const LINK_SECRET = /([?&]token=|&#38;token=)[A-Za-z0-9_%.~-]+/g;

/**
 * The message's text with the secret of every secret link replaced. A message that left over SMTP
 * is kept in the Outbox this way: its links are for the recipient, not for whoever reads the
 * Outbox. Masking twice changes nothing.
 */
export function maskLinkSecrets(text: string): string {
  return text.replace(LINK_SECRET, `$1${REMOVED_SECRET}`);
}

export interface EmailContent {
  heading: string;
  /** Plain-text paragraphs; escaped in the HTML version. */
  paragraphs: string[];
  /** The one thing the reader should do, as a button (HTML) and a bare link (text). */
  action?: { label: string; url: string };
  /** A closing line in small print, e.g. why the reader got the message. */
  footnote?: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The one layout of every message: a text version and an HTML version with the same words. The
 * HTML is built from escaped text only, so nothing a user typed can become markup.
 */
export function renderEmail(content: EmailContent): { text: string; html: string } {
  const text = [
    content.heading,
    "",
    ...content.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ""] : []),
    ...(content.footnote ? [content.footnote] : []),
  ]
    .join("\n")
    .trimEnd();
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#0f766e;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p><p style="font-size:13px;color:#555">If the button does not work, open this link: <a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.url)}</a></p>`
    : "";
  const html = `<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917"><div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px"><p style="font-weight:700;color:#0f766e;margin:0 0 16px">Pitchside</p><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>${content.paragraphs.map((paragraph) => `<p style="line-height:1.5">${escapeHtml(paragraph)}</p>`).join("")}${button}${content.footnote ? `<p style="font-size:12px;color:#78716c;margin-top:24px">${escapeHtml(content.footnote)}</p>` : ""}</div></body></html>`;
  return { text, html };
}
