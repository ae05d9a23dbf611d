import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { MailError, sendMail, type MailConfig } from "@/lib/mail/transport";

const dataDir = mkdtempSync(path.join(tmpdir(), "outbox-"));
// sendMail without a config reads the validated environment, which is parsed on first use.
process.env.DATA_DIR = dataDir;
delete process.env.SMTP_URL;

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const config = (overrides: Partial<MailConfig> = {}): MailConfig => ({
  dataDir,
  from: "Atelier Ardent <care@atelier-ardent.example>",
  ...overrides,
});

/** Splits an .eml into its headers and its decoded quoted-printable body. */
function parse(file: string) {
  const raw = readFileSync(file, "utf8");
  const [head = "", body = ""] = raw.split("\r\n\r\n");
  const headers = new Map(
    head
      .replace(/\r\n /g, " ")
      .split("\r\n")
      .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 2)]),
  );
  const bytes = body
    .replace(/=\r\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => `%${hex}`)
    .replace(/[^%\r\n]/g, (c) => encodeURIComponent(c));
  return { raw, headers, text: decodeURIComponent(bytes).replace(/\r\n/g, "\n").trimEnd() };
}

describe("sendMail without SMTP_URL", () => {
  it("writes an .eml file into DATA_DIR/outbox", async () => {
    const sent = await sendMail({
      to: "care@atelier-ardent.example",
      replyTo: "margot@example.com",
      subject: "Appointment request from Margot",
      text: "Hello,\nplease call me back.",
    });
    expect(path.dirname(sent.file)).toBe(path.join(dataDir, "outbox"));
    expect(sent.file).toMatch(/\.eml$/);
    const { raw, headers, text } = parse(sent.file);
    expect(headers.get("To")).toBe("care@atelier-ardent.example");
    expect(headers.get("Reply-To")).toBe("margot@example.com");
    expect(headers.get("Subject")).toBe("Appointment request from Margot");
    expect(headers.get("Message-ID")).toBe(sent.messageId);
    expect(headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    // 7bit for plain ASCII, quoted-printable otherwise (see the next test).
    expect(["7bit", "quoted-printable"]).toContain(headers.get("Content-Transfer-Encoding"));
    expect(headers.get("Date")).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000$/);
    expect(text).toBe("Hello,\nplease call me back.");
    expect(raw).not.toMatch(/[^\r]\n/);
  });

  it("keeps each message in its own file and leaves no temporary files", async () => {
    await Promise.all(
      [1, 2, 3].map((n) =>
        sendMail({ to: "a@example.com", subject: `n${n}`, text: "x" }, config()),
      ),
    );
    const files = readdirSync(path.join(dataDir, "outbox"));
    expect(files.filter((f) => f.endsWith(".eml")).length).toBeGreaterThanOrEqual(4);
    expect(files.some((f) => f.endsWith(".tmp"))).toBe(false);
  });

  it("encodes non-ASCII text and subjects so any mail client reads them", async () => {
    const subject = "Rendez-vous pour Zoë Brontë — sac à main ✨ ".repeat(3).trim();
    const text = `Café crème, ${"é".repeat(120)} and a trailing space `;
    const sent = await sendMail({ to: "a@example.com", subject, text }, config());
    const { raw, headers, text: decoded } = parse(sent.file);
    expect(decoded).toBe(text.trimEnd());
    expect(raw).toContain("trailing space=20");
    expect(headers.get("Subject")).toMatch(/^=\?UTF-8\?[BQ]\?/);
    expect(decodeWords(headers.get("Subject") ?? "")).toBe(subject);
    for (const line of raw.split("\r\n")) expect(line.length).toBeLessThanOrEqual(76);
  });

  it.each([
    ["To", { to: "a@example.com\r\nBcc: everyone@example.com", subject: "s", text: "t" }],
    ["Subject", { to: "a@example.com", subject: "Hi\nBcc: everyone@example.com", text: "t" }],
    ["Reply-To", { to: "a@example.com", subject: "s", text: "t", replyTo: "x@y.z\nBcc: q" }],
  ])("refuses a line break in the %s header", async (name, message) => {
    await expect(sendMail(message, config())).rejects.toThrow(
      new MailError(`The ${name} header must be a single line.`),
    );
  });
});

describe("sendMail with SMTP_URL", () => {
  it("fails loudly when the server cannot be reached, instead of dropping the message", async () => {
    await expect(
      sendMail(
        { to: "a@example.com", subject: "s", text: "t" },
        config({ smtpUrl: "smtp://127.0.0.1:1" }),
      ),
    ).rejects.toThrow(/ECONNREFUSED|connect/i);
  });

  it("refuses header injection before connecting", async () => {
    await expect(
      sendMail(
        { to: "a@example.com\nBcc: x@y.z", subject: "s", text: "t" },
        config({ smtpUrl: "smtp://127.0.0.1:1" }),
      ),
    ).rejects.toThrow(new MailError("The To header must be a single line."));
  });
});

/** RFC 2047 encoded words back to text (B or Q encoding, as nodemailer chooses). */
function decodeWords(header: string): string {
  return header
    .split(/\s+/)
    .map((word) => {
      const match = /^=\?UTF-8\?([BQ])\?(.*)\?=$/i.exec(word);
      if (!match) return word;
      const [, kind, data = ""] = match;
      if (kind?.toUpperCase() === "B") return Buffer.from(data, "base64").toString("utf8");
      const bytes = data
        .replace(/_/g, " ")
        .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
      return decodeURIComponent(bytes.replace(/[^%]/g, (c) => encodeURIComponent(c)));
    })
    .join("");
}
