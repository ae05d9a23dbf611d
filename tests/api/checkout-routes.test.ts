import { BASE_URL, Client, type Reply } from "./support/http";

/**
 * Issue 11: the kiosk pages exist only on the department-store kiosks, and the web checkout
 * pages there lead to their kiosk equivalents. Every checkout route, under every store.
 */
const port = new URL(BASE_URL).port;
const WEB_STORES = [
  { store: "web", host: `www.localhost:${port}` },
  { store: "stylist-web", host: `stylist.localhost:${port}` },
  { store: "good-hearts-web", host: `goodhearts.localhost:${port}` },
];
const KIOSKS = [
  { store: "dept-westchester", host: `dept.localhost:${port}`, override: false },
  { store: "dept-manhattan", host: `www.localhost:${port}`, override: true },
];

/** Each web checkout page: its kiosk equivalent, and what it does with an empty bag on the web. */
const WEB_PAGES: [path: string, kioskTo: string, emptyBag: "page" | "to /cart"][] = [
  ["/checkout/registration", "/checkout/store-registration", "to /cart"],
  ["/checkout/confirmation", "/checkout/create-invoice", "to /cart"],
  ["/checkout/apple_pay_confirmation", "/checkout/create-invoice", "to /cart"],
  // The wallets' return pages have no guard (spec 2).
  ["/checkout/amazon_pay_confirmation", "/checkout/create-invoice", "page"],
  ["/checkout/confirmation_affirm", "/checkout/create-invoice", "page"],
  ["/checkout/thank_you", "/checkout/invoice", "to /cart"],
];
const KIOSK_PAGES = [
  "/checkout/store-registration",
  "/checkout/create-invoice",
  "/checkout/invoice",
];

const location = (reply: Reply) => new URL(reply.headers.get("location") ?? "", BASE_URL);
const isRedirect = (reply: Reply) => reply.status >= 300 && reply.status < 400;

function kioskTab(entry: (typeof KIOSKS)[number]) {
  const client = new Client(entry.host);
  if (entry.override) client.setCookie("retail_store_override", entry.store);
  return client;
}

describe.each(WEB_STORES)("checkout routes under $store", (entry) => {
  it.each(KIOSK_PAGES)(`kiosk page %s is not there`, async (path) => {
    const reply = await new Client(entry.host).get(path);
    expect(reply.status).toBe(404);
  });

  const pages = WEB_PAGES.filter(([, , emptyBag]) => emptyBag === "page");
  const guarded = WEB_PAGES.filter(([, , emptyBag]) => emptyBag === "to /cart");

  it.each(pages)(`web page %s is shown`, async (path) => {
    const reply = await new Client(entry.host).get(path);
    expect(reply.status).toBe(200);
    expect(reply.text).toMatch(/<title>Review and pay\b/);
  });

  it.each(guarded)(`web page %s sends an empty bag back to /cart`, async (path) => {
    const reply = await new Client(entry.host).get(path);
    expect(isRedirect(reply)).toBe(true);
    expect(location(reply).pathname).toBe("/cart");
  });
});

describe.each(KIOSKS)("checkout routes under $store", (entry) => {
  it.each(KIOSK_PAGES)(`kiosk page %s`, async (path) => {
    const reply = await kioskTab(entry).get(path);
    // An empty bag goes back to the bag (spec 2 guards).
    expect(isRedirect(reply)).toBe(true);
    expect(location(reply).pathname).toBe("/cart");
  });

  it.each(WEB_PAGES)(`web page %s leads to its kiosk page`, async (path, kioskTo) => {
    const reply = await kioskTab(entry).get(path);
    expect(isRedirect(reply)).toBe(true);
    expect(location(reply).pathname).toBe(kioskTo);
  });
});

it("the thank-you page at a kiosk keeps the order it names", async () => {
  const id = "0b7e4a52-1f3c-4d5e-8a9b-0c1d2e3f4a5b";
  const reply = await new Client(`dept.localhost:${port}`).get(`/checkout/thank_you?order=${id}`);
  expect(isRedirect(reply)).toBe(true);
  expect(location(reply).pathname).toBe("/checkout/invoice");
  expect(location(reply).searchParams.get("order")).toBe(id);
});
