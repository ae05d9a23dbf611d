import {
  newClient,
  uniqueEmail,
  waitForMail,
  mailsTo,
  SITE_ORIGIN,
  type Mail,
} from "./support/accounts";
import { Client } from "./support/http";

const API = "/api/external/public";
const SIGNUP = `${API}/signup-to-newsletter`;

type Failure = { status: "error"; message: string; errors?: Record<string, string[]> };

const signUp = (email: string) => newClient().send("POST", SIGNUP, { email });

/** Header lines unfolded (nodemailer folds long ones onto indented continuation lines). */
const headerLines = (mail: Mail) => mail.headers.replace(/\r\n[ \t]+/g, " ").split("\r\n");

const linkOf = (mail: Mail, kind: "confirm" | "unsubscribe") => {
  const match = new RegExp(`(https?://[^\\s/]+)/newsletter/${kind}/([A-Za-z0-9_.-]+)`).exec(
    mail.text,
  );
  if (!match) throw new Error(`no /newsletter/${kind}/ link in:\n${mail.text}`);
  return { url: match[0], origin: match[1], token: match[2]! };
};

const confirmationMails = (email: string) =>
  mailsTo(email).filter((mail) => mail.text.includes("/newsletter/confirm/"));

/** Waits for the n-th confirmation mail to `email` and returns it. */
const nthConfirmation = (email: string, n: number) =>
  waitForMail(email, () => confirmationMails(email).length >= n).then(
    () => confirmationMails(email)[n - 1]!,
  );

const confirm = (token: string) => newClient().send("POST", `${API}/newsletter/confirm`, { token });
const unsubscribe = (token: string) =>
  newClient().send("POST", `${API}/newsletter/unsubscribe`, { token });
/** What a mail program's Unsubscribe button sends (RFC 8058): no cookies, no CSRF token. */
const oneClick = (url: string) =>
  new Client(undefined, { "x-forwarded-for": "198.18.0.1" }).request(
    "POST",
    new URL(url).pathname,
    {
      rawBody: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    },
  );

/** Settles the mails a request queued, so "no new mail" is a real observation. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

describe("POST /public/signup-to-newsletter (double opt-in)", () => {
  it("mails a confirmation link with the unsubscribe link and List-Unsubscribe headers", async () => {
    const email = uniqueEmail("letters");
    const reply = await signUp(email);
    expect(reply.status).toBe(200);
    expect(reply.json()).toEqual({ status: "success", content: { pending: true } });

    const mail = await nthConfirmation(email, 1);
    const lines = headerLines(mail);
    expect(lines).toContain("Subject: Please confirm your Atelier Ardent newsletter subscription");
    const list = lines.find((line) => line.startsWith("List-Unsubscribe: "));
    expect(list).toMatch(
      new RegExp(`^List-Unsubscribe: <${SITE_ORIGIN}/api/newsletter/unsubscribe/[A-Za-z0-9_.-]+>$`),
    );
    expect(lines).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(linkOf(mail, "confirm").origin).toBe(SITE_ORIGIN);
    expect(linkOf(mail, "unsubscribe").origin).toBe(SITE_ORIGIN);
  });

  it("answers alike for a new, pending, confirmed and unsubscribed address", async () => {
    const email = uniqueEmail("alike");
    const answers: string[] = [];
    answers.push((await signUp(email)).text); // new
    answers.push((await signUp(email)).text); // pending
    const mail = await nthConfirmation(email, 2);
    expect((await confirm(linkOf(mail, "confirm").token)).status).toBe(200);
    answers.push((await signUp(email)).text); // confirmed
    expect((await unsubscribe(linkOf(mail, "unsubscribe").token)).status).toBe(200);
    answers.push((await signUp(email)).text); // unsubscribed
    expect(new Set(answers)).toEqual(
      new Set([JSON.stringify({ status: "success", content: { pending: true } })]),
    );
  });

  it("subscribes nobody until the link is used: a pending address is mailed again, a confirmed one is not", async () => {
    const email = uniqueEmail("pending");
    await signUp(email);
    await nthConfirmation(email, 1);
    // Still pending: asking again mails a new link.
    await signUp(email);
    const second = await nthConfirmation(email, 2);
    expect((await confirm(linkOf(second, "confirm").token)).status).toBe(200);
    // Confirmed: asking again mails nothing.
    await signUp(email);
    await settle();
    expect(confirmationMails(email)).toHaveLength(2);
  });

  it("opening the confirmation page (a GET, as mail scanners do) confirms nothing", async () => {
    const email = uniqueEmail("scanned");
    await signUp(email);
    const mail = await nthConfirmation(email, 1);
    const { token, url } = linkOf(mail, "confirm");
    const page = await new Client().get(new URL(url).pathname);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Confirm my subscription");
    expect(page.text).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    // The token is still unused: the press of the button is what confirms.
    expect((await confirm(token)).status).toBe(200);
  });

  it("a confirmation link works once, and a newer link retires the older one", async () => {
    const email = uniqueEmail("once");
    await signUp(email);
    const first = linkOf(await nthConfirmation(email, 1), "confirm").token;
    await signUp(email);
    const second = linkOf(await nthConfirmation(email, 2), "confirm").token;
    expect(first).not.toBe(second);

    const stale = await confirm(first);
    expect(stale.status).toBe(422);
    expect(stale.json<Failure>().errors?.token).toEqual([
      "This link has expired or was already used. Please sign up again.",
    ]);
    expect((await confirm(second)).status).toBe(200);
    expect((await confirm(second)).status).toBe(422);
  });

  it("refuses a made-up confirmation token", async () => {
    expect((await confirm("x".repeat(43))).status).toBe(422);
  });

  it("unsubscribes with one click (RFC 8058); after that only a new confirmation subscribes again", async () => {
    const email = uniqueEmail("leaving");
    await signUp(email);
    const mail = await nthConfirmation(email, 1);
    expect((await confirm(linkOf(mail, "confirm").token)).status).toBe(200);

    const list = headerLines(mail)
      .find((line) => line.startsWith("List-Unsubscribe: "))
      ?.slice("List-Unsubscribe: <".length, -1);
    const reply = await oneClick(list ?? "");
    expect(reply.status).toBe(200);
    expect(reply.json()).toEqual({ status: "success", content: { unsubscribed: true } });
    // Again is harmless.
    expect((await oneClick(list ?? "")).status).toBe(200);

    // Unsubscribed is not subscribed: signing up again needs the mailed link again.
    await signUp(email);
    const again = await nthConfirmation(email, 2);
    expect((await confirm(linkOf(again, "confirm").token)).status).toBe(200);
  });

  it("the unsubscribe page's button unsubscribes; a forged token is refused", async () => {
    const email = uniqueEmail("page-leaving");
    await signUp(email);
    const mail = await nthConfirmation(email, 1);
    const { token, url } = linkOf(mail, "unsubscribe");
    const page = await new Client().get(new URL(url).pathname);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Unsubscribe");
    expect((await unsubscribe(token)).status).toBe(200);

    const [encoded] = token.split(".");
    const other = Buffer.from("someone-else@example.com").toString("base64url");
    const forged = await unsubscribe(`${other}.${token.split(".")[1]}`);
    expect(forged.status).toBe(422);
    expect(encoded).not.toBe(other);
    expect((await oneClick(`${SITE_ORIGIN}/api/newsletter/unsubscribe/${other}.AAAA`)).status).toBe(
      422,
    );
  });

  it("a flood of sign-ups for one inbox (tags and case aside) mails it three times an hour", async () => {
    const base = uniqueEmail("flooded");
    const [local, domain] = base.split("@");
    for (let i = 1; i <= 5; i++) {
      const reply = await signUp(`${local}+${i}@${domain}`.toUpperCase());
      expect(reply.json()).toEqual({ status: "success", content: { pending: true } });
    }
    await waitForMail(`${local}+3@${domain}`);
    await settle();
    const mailed = [1, 2, 3, 4, 5].filter((i) => mailsTo(`${local}+${i}@${domain}`).length > 0);
    expect(mailed).toEqual([1, 2, 3]);
  });
});
