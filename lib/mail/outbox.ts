import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { brand } from "../brand";
import { env } from "../env";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** Where a reply should go, e.g. the shopper who asked for an appointment. */
  replyTo?: string;
};

export type MailConfig = { dataDir: string; smtpUrl?: string; from: string };

export type SentMail = { messageId: string; file: string };

export class MailError extends Error {}

const mailConfig = (): MailConfig => {
  const { DATA_DIR, SMTP_URL } = env();
  return { dataDir: DATA_DIR, smtpUrl: SMTP_URL, from: `${brand.name} <${brand.supportEmail}>` };
};

/**
 * Sends one plain-text e-mail. Without SMTP_URL the message is written as an .eml file into
 * `${DATA_DIR}/outbox/` (open it in any mail client), so the store works offline and in tests.
 */
export async function sendMail(
  message: MailMessage,
  config: MailConfig = mailConfig(),
): Promise<SentMail> {
  if (config.smtpUrl) return sendSmtp(message, config);
  const messageId = `<${randomUUID()}@${domainOf(config.from)}>`;
  const eml = renderEml(message, config.from, messageId, new Date());
  const dir = path.resolve(config.dataDir, "outbox");
  await mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.join(dir, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
  // Write then rename, so anything watching the outbox never reads half a message.
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, eml, "utf8");
  await rename(tmp, file);
  return { messageId, file };
}

/** Real delivery through nodemailer when SMTP_URL is set (smtp:// or smtps:// with credentials). */
async function sendSmtp(message: MailMessage, config: MailConfig): Promise<SentMail> {
  headerValue(message.to, "To");
  headerValue(message.subject, "Subject");
  const { createTransport } = await import("nodemailer");
  const transport = createTransport(config.smtpUrl);
  const info = await transport.sendMail({
    from: config.from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
  });
  return { messageId: String(info.messageId), file: "" };
}

/** The message as RFC 5322 text with CRLF line ends and a quoted-printable UTF-8 body. */
function renderEml(message: MailMessage, from: string, messageId: string, date: Date) {
  const headers: [string, string][] = [
    ["From", headerValue(from, "From")],
    ["To", headerValue(message.to, "To")],
    ...(message.replyTo
      ? [["Reply-To", headerValue(message.replyTo, "Reply-To")] as [string, string]]
      : []),
    ["Subject", encodeWords(headerValue(message.subject, "Subject"))],
    ["Date", date.toUTCString().replace("GMT", "+0000")],
    ["Message-ID", messageId],
    ["MIME-Version", "1.0"],
    ["Content-Type", "text/plain; charset=utf-8"],
    ["Content-Transfer-Encoding", "quoted-printable"],
  ];
  const head = headers.map(([name, value]) => `${name}: ${value}`).join("\r\n");
  return `${head}\r\n\r\n${quotedPrintable(message.text)}\r\n`;
}

/** A line break in a header would let user input add headers of its own (header injection). */
function headerValue(value: string, name: string): string {
  if (/[\r\n]/.test(value)) throw new MailError(`The ${name} header must be a single line.`);
  return value.trim();
}

function domainOf(address: string): string {
  return /@([^\s>]+)/.exec(address)?.[1] ?? "localhost";
}

/**
 * RFC 2047 encoded words for non-ASCII subjects: 39 bytes per word keeps each folded line,
 * "Subject: " included, under 78 characters.
 */
function encodeWords(value: string): string {
  if (/^[\x20-\x7e]*$/.test(value)) return value;
  const words: string[] = [];
  let chunk = "";
  for (const char of value) {
    if (Buffer.byteLength(chunk + char) > 39) {
      words.push(chunk);
      chunk = "";
    }
    chunk += char;
  }
  if (chunk) words.push(chunk);
  return words.map((w) => `=?UTF-8?B?${Buffer.from(w).toString("base64")}?=`).join("\r\n ");
}

const hex = (byte: number) => `=${byte.toString(16).toUpperCase().padStart(2, "0")}`;

/** Quoted-printable (RFC 2045): readable in a text editor, safe for any UTF-8 text. */
export function quotedPrintable(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => {
      const bytes = Buffer.from(line, "utf8");
      let out = "";
      let current = "";
      bytes.forEach((byte, index) => {
        const last = index === bytes.length - 1;
        const blank = byte === 0x20 || byte === 0x09;
        const plain = (byte >= 33 && byte <= 126 && byte !== 0x3d) || (blank && !last);
        const token = plain ? String.fromCharCode(byte) : hex(byte);
        // Soft line break ("=" at the end) keeps every encoded line within 76 characters.
        if (current.length + token.length > 75) {
          out += `${current}=\r\n`;
          current = "";
        }
        current += token;
      });
      return out + current;
    })
    .join("\r\n");
}
