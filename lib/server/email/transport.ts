import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { parseConnectionUrl } from "nodemailer/lib/shared";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { getEnv } from "@/lib/env";
import { logger, logs } from "@/lib/server/logger";
import type { EmailTransportKind } from "@/lib/shared/schemas/email";

/** What a transport needs of a stored message. */
export interface DeliverableEmail {
  id: number;
  toAddress: string;
  kind: string;
  subject: string;
  textBody: string;
  htmlBody: string;
}

export interface DeliveryReceipt {
  transport: EmailTransportKind;
  messageId: string;
}

/**
 * Time limits of one SMTP delivery: a server that does not answer must fail the attempt (and let
 * the job runner retry later) instead of holding a worker slot for minutes.
 */
export const SMTP_TIMEOUTS = {
  /** Until the TCP (or TLS) connection is made. */
  connectionTimeout: 10_000,
  /** Until the server's greeting once connected. */
  greetingTimeout: 10_000,
  /** Of silence on the connection at any later point. */
  socketTimeout: 30_000,
} as const;

/**
 * The nodemailer options for an SMTP_URL: smtp:// (STARTTLS when the server offers it) or smtps://
 * (TLS from the first byte), credentials percent-encoded in the URL, and nodemailer's options as
 * query parameters (`?socketTimeout=60000`, `?tls.rejectUnauthorized=false`), which win over the
 * time limits above. Parsed here because nodemailer ignores every other option given beside a URL.
 */
export function smtpTransportOptions(url: string): SMTPTransport.Options {
  return { ...SMTP_TIMEOUTS, ...parseConnectionUrl(url) };
}

let cached: { url: string; transporter: Transporter<SMTPTransport.SentMessageInfo> } | undefined;

/** One transporter per SMTP_URL, made on first use and replaced when the setting changes. */
function smtpTransporter(url: string): Transporter<SMTPTransport.SentMessageInfo> {
  if (cached?.url !== url) {
    cached?.transporter.close();
    cached = { url, transporter: nodemailer.createTransport(smtpTransportOptions(url)) };
  }
  return cached.transporter;
}

/** The links in a message's text, printed beside it so they are easy to pick out of the log. */
export function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0]);
}

/**
 * The outbox's delivery to the server log: the whole message, links included, as a readable block.
 * It bypasses the logger's redaction on purpose: without SMTP the log (and the admin Outbox page)
 * is where verification, reset and invitation links are read, so a token here is the message
 * itself, shown to whoever reads the server's log.
 */
function printToLog(email: DeliverableEmail): void {
  if (!logs("info")) return;
  const rule = "-".repeat(72);
  process.stdout.write(
    [
      rule,
      `Email #${email.id} (outbox: not sent; set SMTP_URL to send)`,
      `To: ${email.toAddress}`,
      `Subject: ${email.subject}`,
      `Links: ${linksIn(email.textBody).join(" ") || "none"}`,
      "",
      email.textBody,
      rule,
    ].join("\n") + "\n",
  );
  logger.info("email kept in the outbox", { emailId: email.id, kind: email.kind });
}

/**
 * Hand one message to the transport this instance is configured with: SMTP when SMTP_URL is set
 * (text and HTML, from EMAIL_FROM), else the outbox, which delivers by keeping the message for the
 * admin Outbox page and printing it to the server log (so `npm run demo` shows its links).
 * Throws when the SMTP server cannot be reached or refuses the message.
 */
export async function deliverThroughTransport(email: DeliverableEmail): Promise<DeliveryReceipt> {
  const env = getEnv();
  if (!env.SMTP_URL) {
    printToLog(email);
    return { transport: "outbox", messageId: `outbox-${email.id}` };
  }
  const info = await smtpTransporter(env.SMTP_URL).sendMail({
    from: env.EMAIL_FROM,
    to: email.toAddress,
    subject: email.subject,
    text: email.textBody,
    html: email.htmlBody,
    // Marks the message as sent by a machine, so mail servers do not answer it automatically.
    headers: { "Auto-Submitted": "auto-generated" },
  });
  return { transport: "smtp", messageId: info.messageId };
}
