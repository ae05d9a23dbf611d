/**
 * @jest-environment node
 */
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { mailOutbox } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { seededDatabaseForFile } from "./support/seeded-db";

jest.mock("server-only", () => ({}));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));
process.env.PGLITE_DIR = "memory://";
const dataDir = mkdtempSync(path.join(tmpdir(), "mail-outbox-"));
process.env.DATA_DIR = dataDir;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const database = seededDatabaseForFile({ seeded: false });
const db = (): Db => database.database.db;
beforeAll(() => database.database.migrate(), 60_000);

/** A real SMTP server on loopback that keeps what it receives, or refuses while `refusing`. */
type Received = { from: string; to: string[]; raw: string };
const sink = { received: [] as Received[], refusing: false, port: 0 };
let server: SMTPServer;
beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (sink.refusing) {
        const error = new Error("451 try again later") as Error & { responseCode: number };
        error.responseCode = 451;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        sink.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  sink.port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(async () => {
  sink.received = [];
  sink.refusing = false;
  await db().delete(mailOutbox);
});

const config = () => ({
  dataDir,
  from: "Atelier Ardent <care@atelier-ardent.example>",
  smtpUrl: `smtp://127.0.0.1:${sink.port}`,
});
const noRender = async () => null;

async function outbox() {
  const { deliverDueMails, queueMail, retryDelayMs, MAX_ATTEMPTS } =
    await import("@/lib/mail/outbox");
  return { deliverDueMails, queueMail, retryDelayMs, MAX_ATTEMPTS };
}
const rows = () => db().select().from(mailOutbox);

describe("the mail outbox over SMTP", () => {
  it("queues a mail and delivers it to the SMTP server once", async () => {
    const { deliverDueMails, queueMail } = await outbox();
    await queueMail(db(), {
      to: "ada@example.com",
      replyTo: "margot@example.com",
      subject: "Your design, shared",
      text: "Café crème, and a link: https://atelier.example/gallery?d=2.v1",
    });
    expect(await rows()).toMatchObject([{ status: "pending", attempts: 0 }]);

    const report = await deliverDueMails(db(), noRender, { config: config() });
    expect(report).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]?.to).toEqual(["ada@example.com"]);
    expect(sink.received[0]?.raw).toMatch(/^Subject: Your design, shared\r$/m);
    expect(sink.received[0]?.raw).toMatch(/^Reply-To: margot@example.com\r$/m);
    const [row] = await rows();
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(row?.messageId).toMatch(/^<.+@.+>$/);

    // Nothing is due any more: a second pass sends nothing again.
    expect(await deliverDueMails(db(), noRender, { config: config() })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    expect(sink.received).toHaveLength(1);
  });

  it("sends a batch in the order its mails were queued, whatever order the rows are in", async () => {
    const { deliverDueMails, queueMail } = await outbox();
    for (const n of [1, 2, 3, 4]) {
      await queueMail(db(), { to: "ada@example.com", subject: `n${n}`, text: "x" });
      // The embedded database's clock may tick in whole milliseconds: mails queued within one
      // have no order to keep.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // Rewritten rows move to the end of the table: scanned, the first two now come last.
    await db()
      .update(mailOutbox)
      .set({ body: "y" })
      .where(inArray(mailOutbox.subject, ["n1", "n2"]));
    await deliverDueMails(db(), noRender, { config: config() });
    expect(sink.received.map((mail) => /Subject: (n\d)/.exec(mail.raw)?.[1])).toEqual([
      "n1",
      "n2",
      "n3",
      "n4",
    ]);
  });

  it("keeps a refused mail with its error, retries it after a backoff, then delivers it", async () => {
    const { deliverDueMails, queueMail, retryDelayMs } = await outbox();
    await queueMail(db(), { to: "ada@example.com", subject: "Hello", text: "Hi" });
    sink.refusing = true;
    const t0 = new Date();
    expect(await deliverDueMails(db(), noRender, { config: config(), now: t0 })).toMatchObject({
      retrying: 1,
    });
    const [failed] = await rows();
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed?.lastError).toMatch(/451/);
    expect(failed?.nextAttemptAt.getTime()).toBe(t0.getTime() + retryDelayMs(1));

    // Not due before the backoff has passed.
    sink.refusing = false;
    const early = new Date(t0.getTime() + retryDelayMs(1) - 1000);
    expect(await deliverDueMails(db(), noRender, { config: config(), now: early })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    const later = new Date(t0.getTime() + retryDelayMs(1) + 1000);
    expect(await deliverDueMails(db(), noRender, { config: config(), now: later })).toMatchObject({
      sent: 1,
    });
    expect(await rows()).toMatchObject([{ status: "sent", attempts: 2, lastError: null }]);
    expect(sink.received).toHaveLength(1);
  });

  it("gives up after the last attempt and leaves the mail visible as failed", async () => {
    const { deliverDueMails, queueMail, MAX_ATTEMPTS } = await outbox();
    await queueMail(db(), { to: "ada@example.com", subject: "Hello", text: "Hi" });
    sink.refusing = true;
    let now = Date.now();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await deliverDueMails(db(), noRender, { config: config(), now: new Date(now) });
      now += 2 * 60 * 60_000;
    }
    const [row] = await rows();
    expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect(row?.lastError).toMatch(/451/);
  });

  it("retries a mail whose sender crashed after claiming it, once the lease has lapsed", async () => {
    const { deliverDueMails, queueMail } = await outbox();
    await queueMail(db(), { to: "ada@example.com", subject: "Hello", text: "Hi" });
    const now = new Date();
    // A claim with no outcome: what a process killed mid-send leaves behind.
    await db()
      .update(mailOutbox)
      .set({ attempts: 1, nextAttemptAt: new Date(now.getTime() + 60_000) })
      .where(eq(mailOutbox.status, "pending"));
    expect((await deliverDueMails(db(), noRender, { config: config(), now })).sent).toBe(0);
    const afterLease = new Date(now.getTime() + 61_000);
    expect(
      (await deliverDueMails(db(), noRender, { config: config(), now: afterLease })).sent,
    ).toBe(1);
    expect(sink.received).toHaveLength(1);
  });

  it("sends each mail once when two workers drain the outbox at the same time", async () => {
    const { deliverDueMails, queueMail } = await outbox();
    for (let n = 0; n < 6; n += 1) {
      await queueMail(db(), { to: `guest${n}@example.com`, subject: `n${n}`, text: "x" });
    }
    const [a, b] = await Promise.all([
      deliverDueMails(db(), noRender, { config: config() }),
      deliverDueMails(db(), noRender, { config: config() }),
    ]);
    expect(a.sent + b.sent).toBe(6);
    expect(sink.received.map((m) => m.to[0]).sort()).toEqual(
      [0, 1, 2, 3, 4, 5].map((n) => `guest${n}@example.com`),
    );
  });
});
