/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { newsletterSignups, passwordResets } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { seededDatabaseForFile } from "./support/seeded-db";

jest.mock("server-only", () => ({}));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));
process.env.PGLITE_DIR = "memory://";
const dataDir = mkdtempSync(path.join(tmpdir(), "newsletter-"));
process.env.DATA_DIR = dataDir;
delete process.env.SMTP_URL;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const database = seededDatabaseForFile({ seeded: false });
const db = (): Db => database.database.db;
beforeAll(() => database.database.migrate(), 60_000);

// Imported after the environment is set: they read DATA_DIR (the app secret) on first use.
const load = async () => ({
  tokens: await import("@/lib/marketing/newsletter-tokens"),
  mail: await import("@/lib/marketing/newsletter-mail"),
  newsletter: await import("@/lib/marketing/newsletter"),
  transport: await import("@/lib/mail/transport"),
});

const rowOf = async (email: string) =>
  (await db().select().from(newsletterSignups).where(eq(newsletterSignups.email, email)))[0];

describe("unsubscribe tokens", () => {
  it("name their address and are refused once changed", async () => {
    const { tokens } = await load();
    const token = tokens.unsubscribeToken("ada@example.com");
    expect(tokens.emailOfUnsubscribeToken(token)).toBe("ada@example.com");
    const [, mac] = token.split(".");
    const other = Buffer.from("bo@example.com").toString("base64url");
    expect(tokens.emailOfUnsubscribeToken(`${other}.${mac}`)).toBeNull();
    expect(tokens.emailOfUnsubscribeToken(`${token}x`)).toBeNull();
    expect(tokens.emailOfUnsubscribeToken("no-dot")).toBeNull();
    expect(tokens.emailOfUnsubscribeToken(`${token}.extra`)).toBeNull();
  });
});

describe("confirmation tokens", () => {
  it("store only the hash, work once, and a newer one retires the older", async () => {
    const { tokens } = await load();
    const first = await tokens.issueConfirmToken(db(), "cy@example.com");
    const second = await tokens.issueConfirmToken(db(), "cy@example.com");
    const stored = await db()
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.email, "cy@example.com"));
    expect(stored.map((row) => row.tokenHash)).not.toContain(first);
    expect(stored.every((row) => row.purpose === "newsletter" && row.customerId === null)).toBe(
      true,
    );
    expect(await tokens.consumeConfirmToken(db(), first)).toBeNull();
    expect(await tokens.consumeConfirmToken(db(), second)).toBe("cy@example.com");
    expect(await tokens.consumeConfirmToken(db(), second)).toBeNull();
  });

  it("does not take a reset token for a confirmation", async () => {
    const { tokens } = await load();
    const { hashToken } = await import("@/lib/auth/tokens");
    const token = "r".repeat(43);
    await db()
      .insert(passwordResets)
      .values({
        email: "dee@example.com",
        purpose: "reset",
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + 60_000),
      });
    expect(await tokens.consumeConfirmToken(db(), token)).toBeNull();
  });
});

describe("subscription states", () => {
  it("pending until confirmed; unsubscribe stops it; only a new confirmation restarts it", async () => {
    const { tokens, newsletter } = await load();
    const sender = { ip: "203.0.113.1", session: "s" };
    const request = {
      email: "eve@example.com",
      store: "web",
      origin: "https://shop.example",
      sender,
    };
    await newsletter.requestNewsletterSignup(db(), request);
    expect((await rowOf("eve@example.com"))?.confirmedAt).toBeNull();

    const token = await tokens.issueConfirmToken(db(), "eve@example.com");
    await newsletter.confirmNewsletter(db(), token);
    const confirmed = await rowOf("eve@example.com");
    expect(confirmed?.confirmedAt).toBeInstanceOf(Date);
    expect(confirmed?.retailStoreId).toBeNull(); // no catalogue in this file's database

    // A confirmed address asking again is sent nothing: no new link is issued.
    const links = () =>
      db().select().from(passwordResets).where(eq(passwordResets.email, "eve@example.com"));
    const before = (await links()).length;
    await newsletter.requestNewsletterSignup(db(), request);
    expect(await links()).toHaveLength(before);

    await newsletter.unsubscribeNewsletter(db(), tokens.unsubscribeToken("eve@example.com"));
    expect((await rowOf("eve@example.com"))?.unsubscribedAt).toBeInstanceOf(Date);

    await newsletter.requestNewsletterSignup(db(), request);
    expect((await rowOf("eve@example.com"))?.unsubscribedAt).toBeInstanceOf(Date);
  });

  it("refuses a used confirmation link with the errors map", async () => {
    const { newsletter } = await load();
    await expect(newsletter.confirmNewsletter(db(), "z".repeat(43))).rejects.toMatchObject({
      kind: "invalid",
      errors: { token: ["This link has expired or was already used. Please sign up again."] },
    });
  });

  it("subscribeConfirmed subscribes at once, keeps a live subscription's date and revives an unsubscribed one", async () => {
    const { newsletter } = await load();
    await newsletter.subscribeConfirmed(db(), "fay@example.com", null);
    const first = (await rowOf("fay@example.com"))?.confirmedAt;
    expect(first).toBeInstanceOf(Date);
    await newsletter.subscribeConfirmed(db(), "fay@example.com", null);
    expect((await rowOf("fay@example.com"))?.confirmedAt).toEqual(first);

    await db()
      .update(newsletterSignups)
      .set({ unsubscribedAt: new Date() })
      .where(eq(newsletterSignups.email, "fay@example.com"));
    await newsletter.subscribeConfirmed(db(), "fay@example.com", null);
    const revived = await rowOf("fay@example.com");
    expect(revived?.unsubscribedAt).toBeNull();
    expect(revived?.confirmedAt?.getTime()).toBeGreaterThan(first?.getTime() ?? Infinity);
  });
});

describe("the confirmation mail", () => {
  it("carries the confirm and unsubscribe links and the one-click List-Unsubscribe headers", async () => {
    const { mail, transport } = await load();
    const message = mail.confirmationMail("gus@example.com", "confirm-token", {
      origin: "https://shop.example",
      unsubscribeToken: "unsub.token",
    });
    expect(message.text).toContain("https://shop.example/newsletter/confirm/confirm-token");
    expect(message.text).toContain("https://shop.example/newsletter/unsubscribe/unsub.token");
    expect(message.listUnsubscribe).toBe(
      "https://shop.example/api/newsletter/unsubscribe/unsub.token",
    );

    const sent = await transport.sendMail(message, { dataDir, from: "A <a@example.com>" });
    const head = readFileSync(sent.file, "utf8")
      .split("\r\n\r\n")[0]!
      .replace(/\r\n[ \t]+/g, " ");
    expect(head.split("\r\n")).toEqual(
      expect.arrayContaining([
        "List-Unsubscribe: <https://shop.example/api/newsletter/unsubscribe/unsub.token>",
        "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
      ]),
    );
  });
});
