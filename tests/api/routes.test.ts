import { formatPrice } from "../../lib/money";
import { monogrammed, saveTote, plainDesign, tote, totePrice } from "./support/designs";
import { expectEveryScriptNamed, scriptSources } from "./support/csp";
import { BASE_URL, Client, storeOf, type Reply } from "./support/http";

/**
 * Spec 2, "reserved paths first": every route of section 2 answers as itself. None may fall
 * through to the `/{promo_code?}` catch-all (the home page with a promo note).
 *
 * Markers are matched in the HTML (issue 26: a 404 is the store's page, drawn on the server).
 */
const PROMO_NOTE = /data-testid\W+promo-note/;
const HOME_HERO = /\bid\W+hero-title/;
const SHELL = /data-testid\W+site-header/;
const NOT_FOUND = /data-testid\W+not-found\b/;
const DEPT = "dept.localhost";
const API = "/api/external/public/promo-codes";

type Expect =
  | { page: true }
  /** A redirect to this path (a guard: the empty cart, the login page). */
  | { to: string }
  /** A 404 on purpose (products-preview without staff preview), still inside the shell. */
  | { notFound: true };

type Row = [group: string, path: string, expect: Expect, host?: string];

// What a new browser (no session, an empty bag) gets: each row says exactly one outcome.
const page = { page: true } as const;
const toLogin = { to: "/login" } as const;
const emptyCart = { to: "/cart" } as const;

const ROUTES: Row[] = [
  // Authentication and account
  ["account", "/signup", page],
  ["account", "/login", page],
  ["account", "/my-account/login", page],
  ["account", "/forgot-password", page],
  ["account", "/reset-password/0123456789abcdef/shopper%40example.com", page],
  ["account", "/verify-email/0123456789abcdef/shopper%40example.com", page],
  ["account", "/confirm-account/0123456789abcdef/shopper%40example.com", page],
  ["account", "/confirm-email/0123456789abcdef/shopper%40example.com", page],
  ["account", "/undo-email-change/0123456789abcdef/shopper%40example.com", page],
  ["account", "/finish-sign-in/0123456789abcdef/shopper%40example.com", page],
  // The newsletter's mailed links (issue 23): pages with a button, whatever the token.
  ["content", "/newsletter/confirm/0123456789abcdef0123456789", page],
  ["content", "/newsletter/unsubscribe/c2hvcHBlckBleGFtcGxlLmNvbQ.0123456789abcdef", page],
  // Issue 37: a guest's request for their data, and a privacy request's mailed link.
  ["account", "/privacy-request", page],
  ["account", "/privacy-request/0123456789abcdef0123456789abcdef", page],
  ["account", "/my-account", toLogin],
  ["account", "/my-account/wishlist", toLogin],
  ["account", "/my-account/orders", toLogin],
  // Issue 38: a design change's review; signed-in only, or a tracked order only.
  ["account", "/my-account/orders/00000000-0000-4000-8000-000000000000/change", toLogin],
  // Issue 38: the printable return authorisation is the signed-in client's, never the promo page.
  ["account", "/my-account/returns/RA-7K3M9Q2P", toLogin],
  // Cart and checkout (an empty cart is sent back to /cart where the spec guards)
  ["checkout", "/cart", page],
  ["checkout", "/cart/00000000-0000-4000-8000-000000000000", page],
  ["checkout", "/checkout/registration", emptyCart],
  ["checkout", "/checkout/confirmation", emptyCart],
  ["checkout", "/checkout/apple_pay_confirmation", emptyCart],
  ["checkout", "/checkout/amazon_pay_confirmation", page],
  ["checkout", "/checkout/confirmation_affirm", page],
  ["checkout", "/checkout/thank_you", emptyCart],
  ["checkout", "/checkout/store-registration", emptyCart, DEPT],
  ["checkout", "/checkout/create-invoice", emptyCart, DEPT],
  ["checkout", "/checkout/invoice", emptyCart, DEPT],
  // Issue 26: a guest follows an order by its number and e-mail (a form, whatever the store).
  ["checkout", "/orders/track", page],
  ["checkout", "/orders/track?number=AA-7K3M9Q2P&error=no-match", page],
  ["checkout", "/orders/track", page, DEPT],
  [
    "checkout",
    "/orders/track/change?line=00000000-0000-4000-8000-000000000000&design=00000000-0000-4000-8000-000000000000",
    { notFound: true },
  ],
  // Issue 38: a guest's return authorisation, through the tracking grant only: a stranger's 404.
  ["checkout", "/orders/track/returns/RA-7K3M9Q2P", { notFound: true }],
  // Issue 25: a kiosk's enrollment link lands on a page with a button, at the kiosks only.
  ["checkout", "/kiosk/enroll", page, DEPT],
  ["checkout", "/kiosk/enroll", { notFound: true }],
  // Issue 38: the associate's returns screen at the counter, at the kiosks only (never a promo).
  ["checkout", "/kiosk/returns", page, DEPT],
  ["checkout", "/kiosk/returns", { notFound: true }],
  // Shop
  // Issue 37: the CCPA opt-out of sale and sharing, its own static route
  ["privacy", "/do-not-sell-or-share", page],
  ["shop", "/gift-cards", page],
  ["shop", "/masks", page],
  ["shop", "/products/the-city-tote", page],
  ["shop", "/products-preview/the-city-tote", { notFound: true }],
  ["shop", "/bags", page],
  ["shop", "/bags/all-bags", page],
  ["shop", "/bags/the-city-tote", page],
  ["shop", "/limited-edition", page],
  ["shop", "/limited-edition/limited-edition-saddle-bag-oxblood", page],
  ["shop", "/sample-sale", page],
  ["shop", "/sample-sale/sample-sale-mini-tote-sand", page],
  ["shop", "/rtw-selection", page],
  ["shop", "/rtw-selection/collection-clutch-midnight-suede", page],
  ["shop", "/materials", page],
  ["shop", "/customize", page],
  // Gift and campaign pages
  ...[
    "/mothers-day-monogramming",
    "/gifts-for-all",
    "/gift-sets",
    "/holiday-gift-guide",
    "/garment-district-capsule",
    "/farm-to-arm",
    "/laptop-sleeve",
    "/splash-of-summer",
    "/ardent-x-mara-lind",
    "/fashion-makes-change",
    "/black-lives-matter",
  ].map((path): Row => ["campaign", path, page]),
  // Content pages
  ...[
    "/craft",
    "/sustainability",
    "/inspiration",
    "/stories",
    "/the-journey",
    "/journey/hbscny",
    "/journey/from-hide-to-handle",
    "/corporate",
    "/wedding",
    "/faq",
    "/press",
    "/terms",
    "/privacy",
    "/newsletter",
    "/stylists",
    "/appointments",
    "/jobs/lead-developer",
  ].map((path): Row => ["content", path, page]),
  // Other routes: /clear and the store slugs go home by redirect, never as a promo link
  ["other", "/clear", { to: "/" }],
  ["other", "/web", { to: "/" }],
  ["other", "/dept-westchester", { to: "/" }],
  ["other", "/dept-manhattan", { to: "/" }],
  ["other", "/stylist-web", { to: "/" }],
];

const locationOf = (reply: Reply) =>
  new URL(reply.headers.get("location") ?? "", BASE_URL).pathname;
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";

function expectShelled404(reply: Reply) {
  expect(reply.status).toBe(404);
  expect(reply.text).toMatch(SHELL);
  expect(reply.text).toMatch(NOT_FOUND);
  expect(titleOf(reply.text)).toMatch(/^Page not found/);
  expect(reply.text).not.toMatch(PROMO_NOTE);
}

describe("every route of spec section 2 answers as itself, never as a promo link", () => {
  // Objects, not rows: jest would pass a missing fourth column as a `done` callback.
  const cases = ROUTES.map(([group, path, expected, host]) => ({ group, path, expected, host }));
  const get = (path: string, host?: string) =>
    new Client(host && `${host}:${new URL(BASE_URL).port}`).get(path);

  it.each(cases.filter(({ expected }) => "page" in expected))(
    "$group $path is a page",
    async ({ path, host }) => {
      const reply = await get(path, host);
      expect(reply.status).toBe(200);
      expect(reply.text).not.toMatch(PROMO_NOTE);
      expect(reply.text).toMatch(SHELL);
      expect(reply.text).not.toMatch(HOME_HERO);
    },
  );

  it.each(
    cases.flatMap(({ group, path, expected, host }) =>
      "to" in expected ? [{ group, path, to: expected.to, host }] : [],
    ),
  )("$group $path leads to $to", async ({ path, to, host }) => {
    const reply = await get(path, host);
    expect([302, 303, 307, 308]).toContain(reply.status);
    expect(locationOf(reply)).toBe(to);
    expect(reply.text).not.toMatch(PROMO_NOTE);
  });

  it.each(cases.filter(({ expected }) => "notFound" in expected))(
    "$group $path is a 404 in the shell",
    async ({ path, host }) => {
      const reply = await get(path, host);
      expect(reply.text).not.toMatch(PROMO_NOTE);
      expectShelled404(reply);
    },
  );

  it.each(["/api/health", "/api/ready"])(
    "the operators' %s answers as itself (JSON), never as a page (issue 24)",
    async (path) => {
      const reply = await new Client().get(path);
      expect(reply.status).toBe(200);
      expect(reply.headers.get("content-type")).toMatch(/^application\/json/);
      expect(reply.text).not.toMatch(PROMO_NOTE);
      expect(reply.text).not.toMatch(SHELL);
    },
  );

  it("/gallery/configured/{id} shows a saved design", async () => {
    const client = new Client();
    const id = await saveTote(client, plainDesign);
    const reply = await client.get(`/gallery/configured/${id}`);
    expect(reply.status).toBe(200);
    expect(reply.text).not.toMatch(PROMO_NOTE);
    expect(reply.text).not.toMatch(HOME_HERO);
  });

  it.each([
    "/products",
    "/products-preview",
    "/gallery",
    "/journey",
    "/jobs",
    "/checkout",
    "/reset-password",
    "/verify-email",
    "/confirm-account",
    "/confirm-email",
    "/undo-email-change",
    "/finish-sign-in",
    "/newsletter/confirm",
    "/newsletter/unsubscribe",
    "/GIFT-CARDS",
    "/My-Account",
    "/good-hearts-web",
    // The error pages the proxy rewrites to are no shopper's path (issue 26).
    "/page-not-found",
    "/bad-request",
  ])("the bare or re-cased route %s is the shelled 404, not a promo code", async (path) => {
    expectShelled404(await new Client().get(path));
  });
});

// Issue 27: with a cart cookie /cart is drawn per shopper instead (tests/api/first-paint.test.ts).
describe("the bag's page (issue 14: its HTML never varies)", () => {
  it("/cart is prerendered once per store and kept out of search indexes", async () => {
    await new Client().get("/cart");
    const reply = await new Client().get("/cart");
    expect(reply.status).toBe(200);
    expect(reply.headers.get("cache-control")).not.toMatch(/no-store/);
    expect(reply.headers.get("x-nextjs-cache")).toBe("HIT");
    expect(reply.text).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  });

  it("/cart/{id} is rendered per request, and deeper paths are not pages", async () => {
    const reply = await new Client().get("/cart/00000000-0000-4000-8000-000000000000");
    expect(reply.status).toBe(200);
    expect(reply.headers.get("cache-control")).toMatch(/no-store/);
    expect((await new Client().get("/cart/a/b")).status).toBe(404);
    // The route the proxy draws /cart at for a shopper with a bag (issue 27).
    expect((await new Client().get("/cart/bag")).status).toBe(404);
  });
});

describe("the configurator (issue 14: the design in the URL is drawn by the server)", () => {
  const priceIn = (html: string) =>
    /data-testid="configurator-price"[^>]*>([^<]*)</
      .exec(html)?.[1]
      ?.replace(/&nbsp;|\u00a0/g, " ");
  const material = tote.components.flatMap((c) => c.variants)[0]!.material_color.material;

  it("/bags/{name} is prerendered, and its data sends each material once, not once per variant", async () => {
    await new Client().get("/bags/the-city-tote");
    const reply = await new Client().get("/bags/the-city-tote");
    expect(reply.status).toBe(200);
    expect(reply.headers.get("x-nextjs-cache")).toBe("HIT");
    expect(priceIn(reply.text)).toBe(formatPrice(tote.starting_price).replace(/\u00a0/g, " "));
    const variants = tote.components.flatMap((c) => c.variants);
    const uses = variants.filter((v) => v.material_color.material.id === material.id).length;
    expect(uses).toBeGreaterThan(3);
    // Issue 27: the page draws the design without the product; the product is the data it
    // preloads (tests/api/configurator-data.test.ts), where each material travels once.
    expect(reply.text.split(material.description).length - 1).toBe(0);
    const source = /href="(\/api\/configurator\/[^"]+)"/.exec(reply.text)?.[1] ?? "";
    const data = await new Client().get(source.replace(/&amp;/g, "&"));
    expect(data.status).toBe(200);
    expect(data.text.split(material.description).length - 1).toBe(1);
  });

  it("/bags/{name}?d= is rendered per request when first seen, then cached, drawn", async () => {
    // Letters of this run, so the design is new to the server.
    const text = Array.from({ length: 3 }, () =>
      String.fromCharCode(65 + Math.floor(Math.random() * 26)),
    ).join("");
    const design = monogrammed(text);
    expect(totePrice(design)).not.toBe(tote.starting_price);
    const path = `/bags/the-city-tote?d=${encodeURIComponent(design)}`;
    // Issue 34: a design's first sighting is rendered per request (never kept); the second goes
    // to the cached route, whose render enters the page cache (proxy.ts, design-sightings.ts).
    const first = await new Client().get(path);
    const second = await new Client().get(path);
    const again = await new Client().get(path);
    expect(first.headers.get("x-nextjs-cache")).toBeNull();
    expect(first.headers.get("cache-control")).toMatch(/no-store/);
    expect(second.headers.get("x-nextjs-cache")).toBe("MISS");
    for (const reply of [first, second, again]) {
      expect(reply.status).toBe(200);
      expect(priceIn(reply.text)).toBe(formatPrice(totePrice(design)).replace(/\u00a0/g, " "));
      expect(reply.text).toContain(`data-testid="personalization-preview">${text}</span>`);
      expect(reply.text).toMatch(/Add to bag/);
      expect(reply.text).toMatch(/<link rel="canonical" href="[^"]*\/bags\/the-city-tote"/);
      expectEveryScriptNamed(reply);
    }
    expect(again.headers.get("x-nextjs-cache")).toBe("HIT");
    expect(again.headers.get("cache-control")).not.toMatch(/no-store|private/);
    // Another design is its own page, never the cached one.
    const plain = await new Client().get(
      `/bags/the-city-tote?d=${encodeURIComponent(plainDesign)}`,
    );
    expect(priceIn(plain.text)).toBe(formatPrice(totePrice(plainDesign)).replace(/\u00a0/g, " "));
    expect(plain.text).not.toContain(`data-testid="personalization-preview">${text}</span>`);
  });

  it("a design that is no clean path segment is still drawn, rendered per request", async () => {
    const design = `${monogrammed("ZQX")}.%20`;
    const reply = await new Client().get(`/bags/the-city-tote?d=${design}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get("cache-control")).toMatch(/no-store/);
    expect(priceIn(reply.text)).toBe(
      formatPrice(totePrice(monogrammed("ZQX"))).replace(/\u00a0/g, " "),
    );
  });

  it("the cached design route is no address of its own", async () => {
    const reply = await new Client().get(`/bags/the-city-tote/design/${plainDesign}`);
    expect(reply.status).toBe(404);
  });

  it("?edit= opens the design to update its bag line, per request", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    const reply = await new Client().get(
      `/bags/the-city-tote?d=${encodeURIComponent(plainDesign)}&edit=${id}`,
    );
    expect(reply.status).toBe(200);
    expect(reply.headers.get("cache-control")).toMatch(/no-store/);
    expect(reply.text).toMatch(/Update bag/);
  });

  it("/bags/all-bags lists the bags, with or without a query, and is not a configurator", async () => {
    for (const path of ["/bags/all-bags", "/bags/all-bags?d=2"]) {
      const reply = await new Client().get(path);
      expect(reply.status).toBe(200);
      expect(reply.text).toMatch(/Made to order/);
      expect(reply.text).not.toMatch(/data-testid="configurator"/);
    }
  });
});

describe("/{promo_code}: the home page, never indexed", () => {
  it("renders the home page with the code being checked, noindex and a canonical /", async () => {
    const reply = await new Client().get("/WELCOME15");
    expect(reply.status).toBe(200);
    expect(storeOf(reply.text)).toBe("web");
    expect(reply.text).toMatch(HOME_HERO);
    expect(reply.text).toMatch(/data-testid="promo-note"[^>]*>Checking your code WELCOME15/);
    expect(reply.text).toMatch(/<meta name="robots" content="noindex, follow"\/>/);
    const canonical = /<link rel="canonical" href="([^"]+)"\/>/.exec(reply.text)?.[1];
    expect(canonical && new URL(canonical).pathname).toBe("/");
  });

  it.each(["/a/b/c", "/my-account/nope/x", "/products/the-city-tote/extra", "/x", "/NOSUCHCODE"])(
    "%s is the shelled 404 with its own title",
    async (path) => {
      expectShelled404(await new Client().get(path));
    },
  );

  it.each(["/%E0%A4%A", "/bags/%", "/products/%zz", "/gallery/configured/%00", "/craft%01"])(
    "%s (a broken escape or a control character) is the shelled 400, with the security headers",
    async (path) => {
      const reply = await new Client().get(path);
      expect(reply.status).toBe(400);
      expect(reply.text).toMatch(SHELL);
      expect(reply.text).toContain("We could not read that address");
      expect(reply.headers.get("x-content-type-options")).toBe("nosniff");
    },
  );
});

describe("GET /public/promo-codes/{code}", () => {
  // Its own client address, so the 30-a-minute limit of this call is not shared with other suites.
  const client = new Client(undefined, { "x-forwarded-for": "203.0.113.41" });
  type Check = { status: string; content: { code: string; valid: boolean; message: string } };

  it("a live code is valid and upper-cased", async () => {
    const reply = await client.get(`${API}/welcome15`);
    expect(reply.status).toBe(200);
    expect(reply.json<Check>().content).toEqual({
      code: "WELCOME15",
      valid: true,
      message: "Your code WELCOME15 is saved and will be offered in your bag at checkout.",
    });
  });

  it("an unknown code is not valid and says so", async () => {
    const reply = await client.get(`${API}/NOSUCHCODE`);
    expect(reply.status).toBe(200);
    expect(reply.json<Check>().content).toEqual({
      code: "NOSUCHCODE",
      valid: false,
      message: "We don't recognise the code NOSUCHCODE. It has not been saved.",
    });
  });

  it("the seeded expired code says it has expired", async () => {
    const reply = await client.get(`${API}/SUMMER25`);
    expect(reply.json<Check>().content).toMatchObject({
      valid: false,
      message: "The code SUMMER25 has expired.",
    });
  });

  it("the minimum spend stays in the bag", async () => {
    const reply = await client.get(`${API}/ATELIER50`);
    expect(reply.json<Check>().content.valid).toBe(true);
    expect(reply.text).not.toMatch(/300|least/);
  });

  it("a store without promo inputs refuses the code", async () => {
    const kiosk = new Client(`${DEPT}:${new URL(BASE_URL).port}`, {
      "x-forwarded-for": "203.0.113.42",
    });
    const reply = await kiosk.get(`${API}/WELCOME15`);
    expect(reply.json<Check>().content).toMatchObject({ valid: false });
  });

  it.each([
    ["a 500-character code", `${API}/${"A".repeat(500)}`],
    ["a space", `${API}/WEL%20COME`],
    ["an escaped slash", `${API}/..%2F`],
  ])("odd input (%s) is a 404 or 422, never a 500", async (_, path) => {
    const reply = await client.get(path);
    expect([404, 422]).toContain(reply.status);
  });
});

describe("no page lets an inline script run on its own say-so (issue 24)", () => {
  const pages = [
    ...ROUTES.map(([, path, , host]) => ({ path, host })),
    { path: "/", host: undefined },
    { path: "/", host: DEPT },
    { path: "/WELCOME15", host: undefined },
    { path: "/NOSUCHCODE", host: undefined },
    { path: "/no-such-page/at-all", host: undefined },
    { path: "/bags/%", host: undefined },
    { path: `/bags/the-city-tote?d=${encodeURIComponent(plainDesign)}`, host: undefined },
  ];

  it.each(pages)("$path ($host)", async ({ path, host }) => {
    const reply = await new Client(host && `${host}:${new URL(BASE_URL).port}`).get(path);
    const sources = scriptSources(reply);
    expect(sources).not.toContain("'unsafe-inline'");
    if (reply.status >= 300 && reply.status < 400) return; // a redirect runs nothing
    expect(sources[0]).toBe("'strict-dynamic'");
    if (/^text\/html/.test(reply.headers.get("content-type") ?? "")) expectEveryScriptNamed(reply);
  });
});

describe("a design change's review sent to sign in (issue 38)", () => {
  it("keeps the provider's answer in the address it comes back to", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    const line = "00000000-0000-4000-8000-000000000001";
    const design = "00000000-0000-4000-8000-000000000002";
    const path =
      `/my-account/orders/${id}/change?line=${line}&design=${design}` +
      "&checkout_token=fin_1234abcd&order_reference_id=S01-1234567-1234567&access_token=Atza%7Cx-1";
    const reply = await new Client().get(path);
    expect([302, 303, 307, 308]).toContain(reply.status);
    const login = new URL(reply.headers.get("location") ?? "", BASE_URL);
    expect(login.pathname).toBe("/login");
    const back = new URL(login.searchParams.get("next") ?? "", BASE_URL);
    expect(back.pathname).toBe(`/my-account/orders/${id}/change`);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      line,
      design,
      checkout_token: "fin_1234abcd",
      order_reference_id: "S01-1234567-1234567",
      access_token: "Atza|x-1",
    });
  });
});
