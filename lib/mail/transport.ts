import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { createTransport, type Transporter } from "nodemailer";
import { brand } from "../brand";
import { env } from "../env";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** Where a reply should go, e.g. the shopper who asked for an appointment. */
  replyTo?: string;
  /**
   * Newsletter mails: the HTTPS address that unsubscribes the recipient with one POST. Sent as
   * `List-Unsubscribe` with `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 2369, RFC
   * 8058), so a mail program's own Unsubscribe button works, and bulk senders' rules are met.
   */
  listUnsubscribe?: string;
};

export type MailConfig = { dataDir: string; smtpUrl?: string; from: string };

export type SentMail = { messageId: string; file: string };

export class MailError extends Error {}

export const mailConfig = (): MailConfig => {
  const { DATA_DIR, SMTP_URL, MAIL_TRANSPORT } = env();
  // MAIL_TRANSPORT=file keeps mail in files even when an SMTP_URL is around (a rehearsal host).
  const smtpUrl = MAIL_TRANSPORT === "file" ? undefined : SMTP_URL;
  return { dataDir: DATA_DIR, smtpUrl, from: `${brand.name} <${brand.supportEmail}>` };
};

/** One transport per configuration: SMTP keeps its connection pool between mails. */
const transports = new Map<string, Transporter>();
function transportFor(config: MailConfig): Transporter {
  const key = config.smtpUrl ?? "file";
  let transport = transports.get(key);
  if (!transport) {
    transport = config.smtpUrl
      ? createTransport(config.smtpUrl)
      : // nodemailer builds the whole RFC 5322 message; we only keep it as a file.
        createTransport({ streamTransport: true, buffer: true, newline: "windows" });
    transports.set(key, transport);
  }
  return transport;
}

/**
 * Sends one plain-text e-mail through nodemailer: over SMTP when SMTP_URL is set, otherwise as an
 * .eml file in `${DATA_DIR}/outbox/` (open it in any mail client), so the store works offline and
 * in tests. Throws when the message cannot be handed over; the outbox (outbox.ts) retries.
 */
export async function sendMail(
  message: MailMessage,
  config: MailConfig = mailConfig(),
): Promise<SentMail> {
  const info = (await transportFor(config).sendMail({
    from: config.from,
    to: headerValue(message.to, "To"),
    ...(message.replyTo ? { replyTo: headerValue(message.replyTo, "Reply-To") } : {}),
    subject: headerValue(message.subject, "Subject"),
    ...(message.listUnsubscribe
      ? {
          list: { unsubscribe: headerValue(message.listUnsubscribe, "List-Unsubscribe") },
          headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
        }
      : {}),
    // CRLF line ends throughout, as RFC 5322 asks (nodemailer converts the headers only).
    text: message.text.replace(/\r?\n/g, "\r\n"),
    // Readable in a text editor, and safe for any UTF-8 text and long lines.
    textEncoding: "quoted-printable",
  })) as { messageId: string; message?: Buffer };
  if (config.smtpUrl || !info.message) return { messageId: info.messageId, file: "" };
  return { messageId: info.messageId, file: await keep(info.message, config.dataDir) };
}

let written = 0;

/** Writes the message into the outbox folder: write then rename, never half a file. */
async function keep(eml: Buffer, dataDir: string): Promise<string> {
  const dir = path.resolve(dataDir, "outbox");
  await mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  // The sequence orders mails this process writes within one millisecond, as they were sent.
  const order = String((written += 1)).padStart(6, "0");
  const file = path.join(dir, `${stamp}-${order}-${randomBytes(4).toString("hex")}.eml`);
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, eml);
  await rename(tmp, file);
  return file;
}

/** A line break in a header would let user input add headers of its own (header injection). */
function headerValue(value: string, name: string): string {
  if (/[\r\n]/.test(value)) throw new MailError(`The ${name} header must be a single line.`);
  return value.trim();
}
