import { randomInt, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { CatalogueProductDetail } from "../../lib/catalogue/types";
import { decodeState, encodeState, initialState, priceOf } from "../../lib/configurator";
import { formatPrice } from "../../lib/money";
import { monogrammed as monogrammedTote, plainDesign, readProduct, tote } from "./support/designs";
import { waitForMail } from "./support/accounts";
import { BASE_URL, Client } from "./support/http";

const API = "/api/external";
const SHARE = `${API}/public/share/customized-bag`;
const PORT = new URL(BASE_URL).port;
const DEPT_HOST = `dept.localhost:${PORT}`;
const { DATA_DIR = ".data/test" } = process.env;
// Shown by the own store, excluded from both department-store kiosks.
const backpack = readProduct("the-bowery-backpack");
/** The starting look plus a gold foil monogram "ABC": a variant, an extra and a text. */
const monogrammed = monogrammedTote("ABC");
const declined = plainDesign;
const foilVariant = tote.components.find((c) => c.key === "foil-monogram")?.variants[0];

type Ok<T> = { status: "success"; content: T };
type Failure = { status: "error"; message: string; errors?: Record<string, string[]> };
type Saved = { id: string; data: string; price: number };

async function save(client: Client, product: CatalogueProductDetail, data: string) {
  const reply = await client.send("POST", `${API}/configured-products`, {
    data,
    product_id: product.id,
    customization_stage_id: 0,
    customizer_version: "2.0",
  });
  expect(reply.status).toBe(200);
  return reply.json<Ok<Saved>>().content;
}

/**
 * The operation allows 5 requests a minute per client, so every request speaks from its own
 * address (the limiter keys on the last X-Forwarded-For hop), as the appointment tests do.
 */
let next = randomInt(0, 60_000);
const address = () => {
  next += 1;
  return `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`;
};
const share = (body: unknown, forwardedFor = address()) =>
  new Client().send("POST", SHARE, body, { "x-forwarded-for": forwardedFor });

/** The .eml file in DATA_DIR/outbox addressed to `to`, headers and decoded body. */
function mailTo(to: string): { headers: string; text: string } | undefined {
  const dir = path.resolve(DATA_DIR, "outbox");
  if (!existsSync(dir)) return undefined;
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".eml"))) {
    const raw = readFileSync(path.join(dir, file), "utf8");
    const split = raw.indexOf("\r\n\r\n");
    const headers = raw.slice(0, split);
    if (!headers.split("\r\n").includes(`To: ${to}`)) continue;
    // Quoted-printable: soft breaks out, =XX back to bytes, the bytes read as UTF-8.
    const bytes = raw
      .slice(split + 4)
      .replace(/=\r\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return { headers, text: Buffer.from(bytes, "latin1").toString("utf8").replace(/\r\n/g, "\n") };
  }
  return undefined;
}

const friend = () => `friend-${randomUUID()}@example.com`;
const NO_ADDRESSES =
  "Please leave out web addresses, e-mail addresses and links; the e-mail already links to your design.";

describe("POST /public/share/customized-bag", () => {
  let design: Saved;
  beforeAll(async () => {
    design = await save(new Client(), tote, monogrammed);
  });

  it("mails the friend links to the design's gallery page and picture", async () => {
    const to = friend();
    const reply = await share({
      configured_product_id: design.id.toUpperCase(),
      sender_name: "  Ada Lovelace ",
      recipient_email: to.toUpperCase(),
      message: "Shall we get matching ones?\nLove, A.",
    });
    expect(reply.status).toBe(200);
    expect(reply.json()).toEqual({ status: "success", content: { sent: true } });

    const mail = await waitForMail(to);
    expect(mail).toBeDefined();
    // The subject is ours alone: the sender's name never reaches it.
    expect(mail?.headers).toContain("Subject: A bag design shared with you: The City Tote");
    expect(mail?.headers).not.toContain("Ada");
    expect(mail?.headers).not.toMatch(/^Reply-To:/m);
    expect(mail?.text).toContain(
      'Someone who gave their name as "Ada Lovelace" designed a bag at Atelier Ardent and asked us to send it to you: The City Tote.',
    );
    expect(mail?.text).toContain(
      "in their own words (not written or checked by Atelier Ardent):\n\n" +
        "> Shall we get matching ones?\n> Love, A.",
    );
    expect(mail?.text).toContain(`See the design: ${BASE_URL}/gallery/configured/${design.id}`);
    expect(mail?.text).toContain(
      `Picture: ${BASE_URL}/api/external/public/configured-product-image/${design.id}/bag.jpg`,
    );
  });

  it("sends without a message; a blank one counts as none", async () => {
    const to = friend();
    const reply = await share({
      configured_product_id: design.id,
      sender_name: "Grace",
      recipient_email: to,
      message: "   ",
    });
    expect(reply.status).toBe(200);
    expect((await waitForMail(to)).text).not.toContain("in their own words");
  });

  it("answers 404 for a design that does not exist, and mails nobody", async () => {
    const to = friend();
    const reply = await share({
      configured_product_id: randomUUID(),
      sender_name: "Ada",
      recipient_email: to,
    });
    expect(reply.status).toBe(404);
    expect(reply.json<Failure>().message).toBe("Configured product not found.");
    expect(mailTo(to)).toBeUndefined();
  });

  it.each([
    [
      "a bad e-mail",
      { recipient_email: "ada@" },
      "recipient_email",
      "Please enter your friend's e-mail address.",
    ],
    [
      "a line break in the name (header injection)",
      { sender_name: "Ada\r\nBcc: everyone@example.com" },
      "sender_name",
      "Please enter your name on a single line.",
    ],
    ["a blank name", { sender_name: "  " }, "sender_name", "Please enter your name."],
    [
      "a message over 500 characters",
      { message: "x".repeat(501) },
      "message",
      "Please keep your message to 500 characters or fewer.",
    ],
    [
      "a link in the message",
      { message: "Cheaper at https://example.net/bags" },
      "message",
      NO_ADDRESSES,
    ],
    [
      "a bare domain in the message (issue 23)",
      { message: "Please verify at atelier-ardent-verify.example/login" },
      "message",
      NO_ADDRESSES,
    ],
    [
      "a disguised domain in the message",
      { message: "Cheaper at evil[.]co" },
      "message",
      NO_ADDRESSES,
    ],
    [
      "a domain as the sender's name",
      { sender_name: "evil.co" },
      "sender_name",
      "Please enter just your name, without web or e-mail addresses.",
    ],
    [
      "the brand's name as the sender's (issue 23)",
      { sender_name: "Atelier Ardent Security" },
      "sender_name",
      "Please enter your own name; the e-mail already says it comes from Atelier Ardent.",
    ],
    [
      "the brand's name in disguise as the sender's",
      { sender_name: "At3lier  ARDENT" },
      "sender_name",
      "Please enter your own name; the e-mail already says it comes from Atelier Ardent.",
    ],
    [
      "a design id that is not a uuid",
      { configured_product_id: "42" },
      "configured_product_id",
      "Please save the design before sharing it.",
    ],
  ])(
    "answers 422 with the errors map for %s, and mails nobody",
    async (_label, change, field, message) => {
      const to = friend();
      const reply = await share({
        configured_product_id: design.id,
        sender_name: "Ada",
        recipient_email: to,
        ...change,
      });
      expect(reply.status).toBe(422);
      const failure = reply.json<Failure>();
      expect(failure.errors?.[field]).toEqual([message]);
      expect(failure.message).toBe(message);
      expect(mailTo(to)).toBeUndefined();
    },
  );

  it("allows 5 requests a minute per client, then answers 429", async () => {
    const from = address();
    const statuses: number[] = [];
    // Invalid bodies count too: the limit is checked before anything else.
    for (let i = 0; i < 6; i += 1) statuses.push((await share({}, from)).status);
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(422));
    expect(statuses[5]).toBe(429);
    // Another client is not affected.
    expect((await share({}, address())).status).toBe(422);
  });

  it("answers 419 without the CSRF token", async () => {
    const to = friend();
    const reply = await new Client().request("POST", SHARE, {
      body: { configured_product_id: design.id, sender_name: "Ada", recipient_email: to },
      headers: { "x-forwarded-for": address() },
    });
    expect(reply.status).toBe(419);
    expect(reply.json<Failure>().message).toBe("CSRF token mismatch.");
    expect(mailTo(to)).toBeUndefined();
  });

  it("is in the OpenAPI document, and bag.jpg is documented as a JPEG", async () => {
    type Doc = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const doc = (await new Client().get(`${API}/openapi.json`)).json<Doc>();
    expect(doc.paths[SHARE]?.post?.responses).toHaveProperty("419");
    const image = doc.paths[`${API}/public/configured-product-image/{id}/bag.jpg`]?.get;
    const ok = image?.responses["200"] as { content: Record<string, { schema: unknown }> };
    expect(Object.keys(ok.content)).toEqual(["image/jpeg"]);
    expect(ok.content["image/jpeg"]?.schema).toMatchObject({
      type: "string",
      contentMediaType: "image/jpeg",
    });
  });
});

describe("issue 35: every lookalike of the outside test is refused by the share endpoint", () => {
  let design: Saved;
  beforeAll(async () => {
    design = await save(new Client(), tote, monogrammed);
  });

  const NO_PHONE = "Please leave out phone numbers; the e-mail already links to your design.";
  const BRAND = "Please enter your own name; the e-mail already says it comes from Atelier Ardent.";

  it.each([
    ["a spaced dot", "message", "evil . com", NO_ADDRESSES],
    ["the word dot", "message", "evil dot com", NO_ADDRESSES],
    ["a word-separator middle dot ⸱", "message", "evil\u2e31com", NO_ADDRESSES],
    ["a bullet •", "message", "evil\u2022com", NO_ADDRESSES],
    ["a runic dot ᛫", "message", "evil\u16ebcom", NO_ADDRESSES],
    ["a modifier-letter colon ꞉", "message", "evil\ua789com", NO_ADDRESSES],
    ["a sinological dot ꞏ", "message", "evil\ua78fcom", NO_ADDRESSES],
    ["a spaced-out scheme", "message", "h t t p s : / / evil", NO_ADDRESSES],
    ["a phone number", "message", "Call me on (212) 555-0123", NO_PHONE],
    ["an international phone number", "message", "Ring +44 20 7946 0000", NO_PHONE],
    ["a Greek capital Nu", "sender_name", "Atelier Arde\u039dt", BRAND],
    ["a Coptic small nu", "sender_name", "Arde\u2c9bt Security", BRAND],
    ["a Cherokee A", "sender_name", "\u13aardent Security", BRAND],
    ["small capitals", "sender_name", "ᴀᴛᴇʟɪᴇʀ ᴀʀᴅᴇɴᴛ", BRAND],
    ["spaced letters", "sender_name", "A t e l i e r  A r d e n t", BRAND],
    ["a spaced word", "sender_name", "Ar dent Security", BRAND],
    ["a misspelling", "sender_name", "Atelier Ardant", BRAND],
    [
      "a right-to-left override shown as our name",
      "sender_name",
      "\u202etnedrA reiletA\u202c",
      BRAND,
    ],
  ])(
    "%s in the %s: 422 with the field's message, and no mail",
    async (_label, field, value, message) => {
      const to = friend();
      const reply = await share({
        configured_product_id: design.id,
        sender_name: "Ada",
        recipient_email: to,
        [field]: value,
      });
      expect(reply.status).toBe(422);
      const failure = reply.json<Failure>();
      expect(failure.errors?.[field]).toEqual([message]);
      expect(failure.message).toBe(message);
      expect(mailTo(to)).toBeUndefined();
    },
  );

  it("still mails an accented name with a price and a date in the note", async () => {
    const to = friend();
    const reply = await share({
      configured_product_id: design.id,
      sender_name: "Zoë Ørsted",
      recipient_email: to,
      message: "Renée says it is $1,250.00 and ready by 28.11.2026.",
    });
    expect(reply.status).toBe(200);
    expect((await waitForMail(to)).text).toContain("ready by 28.11.2026");
  });
});

describe("GET /gallery/configured/{id}", () => {
  const owner = new Client();
  let design: Saved;
  beforeAll(async () => {
    design = await save(owner, tote, monogrammed);
  });

  it("shows the saved design: picture, price, choices and the way into the configurator", async () => {
    const reply = await new Client().get(`/gallery/configured/${design.id}`);
    expect(reply.status).toBe(200);
    const html = reply.text;
    expect(html).toContain("<title>The City Tote — your design");
    expect(html).toMatch(/<h1[^>]*>The City Tote<\/h1>/);
    expect(html).toContain(
      `src="/api/external/public/configured-product-image/${design.id}/bag.jpg"`,
    );
    expect(design.price).toBe(priceOf(tote, decodeState(tote, monogrammed)));
    expect(html).toContain(formatPrice(design.price));
    expect(html).toContain("Foil monogram");
    expect(html).toContain(foilVariant?.material_color.label ?? "missing foil");
    expect(html).toContain("<q>ABC</q>");
    expect(html).toMatch(
      new RegExp(
        `<a[^>]*href="/bags/the-city-tote\\?d=${design.data.replace(/\./g, "\\.")}"[^>]*>Open in the configurator</a>`,
      ),
    );
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(html).toContain(
      `<meta property="og:image" content="${BASE_URL}/api/external/public/configured-product-image/${design.id}/bag.jpg"`,
    );
  });

  it("renders per request: an edit by the owner shows at once", async () => {
    const reply = await owner.send("PUT", `${API}/configured-products/${design.id}`, {
      data: declined,
      product_id: tote.id,
      customization_stage_id: 0,
      customizer_version: "2.0",
    });
    expect(reply.status).toBe(200);
    const html = (await new Client().get(`/gallery/configured/${design.id}`)).text;
    expect(html).toContain(formatPrice(priceOf(tote, decodeState(tote, declined))));
    expect(html).not.toContain("<q>ABC</q>");
    expect(html).toContain(`href="/bags/the-city-tote?d=${declined}"`);
  });

  it("shows a bag this store does not offer, without the configurator link", async () => {
    const saved = await save(new Client(), backpack, encodeState(initialState(backpack)));
    const here = (await new Client().get(`/gallery/configured/${saved.id}`)).text;
    expect(here).toContain("Open in the configurator");

    const kiosk = await new Client(DEPT_HOST).get(`/gallery/configured/${saved.id}`);
    expect(kiosk.status).toBe(200);
    expect(kiosk.text).toContain('data-store="dept-westchester"');
    expect(kiosk.text).toMatch(/<h1[^>]*>The Bowery Backpack<\/h1>/);
    expect(kiosk.text).toContain("is not available in this store");
    expect(kiosk.text).not.toContain("Open in the configurator");
    expect(kiosk.text).not.toContain("/bags/the-bowery-backpack");
  });

  it.each([
    ["an unknown id", randomUUID()],
    ["an id that is not a uuid", "not-a-uuid"],
  ])("answers 404 for %s", async (_label, id) => {
    const reply = await new Client().get(`/gallery/configured/${id}`);
    expect(reply.status).toBe(404);
    expect(reply.text).not.toContain("Open in the configurator");
  });
});

describe("share mails are limited per recipient and per sender, not only per address", () => {
  let design: Saved;
  beforeAll(async () => {
    design = await save(new Client(), tote, monogrammed);
  });
  const body = (to: string) => ({
    configured_product_id: design.id,
    sender_name: "Ada",
    recipient_email: to,
  });

  it("shares of made-up designs spend nothing of the recipient's caps (issue 35)", async () => {
    const to = friend();
    for (let i = 0; i < 4; i++) {
      const reply = await share({ ...body(to), configured_product_id: randomUUID() });
      expect(reply.status).toBe(404);
    }
    for (let i = 0; i < 3; i++) expect((await share(body(to))).status).toBe(200);
    expect((await share(body(to))).status).toBe(429);
  });

  it("a fourth mail to one address within the hour is a 429, whatever address it comes from", async () => {
    const to = friend();
    for (let i = 0; i < 3; i++) expect((await share(body(to))).status).toBe(200);
    const fourth = await share(body(to));
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(60);
  });

  it("target+1@ … target+4@ are one inbox: the fourth is a 429 and is not mailed (issue 23)", async () => {
    const id = randomUUID();
    const tagged = (n: number) => `Target-${id}+${n}@Example.com`;
    const statuses: number[] = [];
    for (let n = 1; n <= 4; n++) statuses.push((await share(body(tagged(n)))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    await waitForMail(tagged(3).toLowerCase());
    expect(mailTo(tagged(4).toLowerCase())).toBeUndefined();
  });

  it("one browser session sends at most 10 an hour, even from many addresses", async () => {
    const sender = new Client();
    await sender.get("/sanctum/csrf-cookie");
    const friends = Array.from({ length: 11 }, friend);
    const replies = [];
    for (const to of friends) {
      replies.push(await sender.send("POST", SHARE, body(to), { "x-forwarded-for": address() }));
    }
    expect(replies.slice(0, 10).map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(replies[10]?.status).toBe(429);
    expect(replies[10]?.json<Failure>().message).toMatch(/You have sent a lot of e-mails/);
    // The tenth friend got their mail; the eleventh gets none.
    await waitForMail(friends[9]!);
    expect(mailTo(friends[10]!)).toBeUndefined();
  });

  it("one client address asks for at most 20 visitor mails an hour, in fresh sessions and over every kind", async () => {
    const from = address();
    // The share operation allows 5 a minute per client, so the flood runs through the newsletter
    // sign-up (20 a minute), which draws on the same per-sender cap; each in a fresh session.
    for (let i = 0; i < 19; i++) {
      const reply = await new Client().send(
        "POST",
        `${API}/public/signup-to-newsletter`,
        { email: friend() },
        { "x-forwarded-for": from },
      );
      expect(reply.status).toBe(200);
    }
    expect((await share(body(friend()), from)).status).toBe(200);
    const refused = await share(body(friend()), from);
    expect(refused.status).toBe(429);
    expect(refused.json<Failure>().message).toMatch(/You have sent a lot of e-mails/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(60);
    // Another client is not affected.
    expect((await share(body(friend()))).status).toBe(200);
  });
});
