import { BASE_URL, Client, type Reply } from "./support/http";

/**
 * Issue 11: the kiosk pages exist only on the department-store kiosks, and the web checkout
 * pages there lead to their kiosk equivalents. Every checkout route, under every store.
 */
const port = new URL(BASE_URL).port;
const STORES = [
  { store: "web", host: `www.localhost:${port}`, kiosk: false },
  { store: "stylist-web", host: `stylist.localhost:${port}`, kiosk: false },
  { store: "good-hearts-web", host: `goodhearts.localhost:${port}`, kiosk: false },
  { store: "dept-westchester", host: `dept.localhost:${port}`, kiosk: true },
  { store: "dept-manhattan", host: `www.localhost:${port}`, kiosk: true, override: true },
] as const;

const WEB_PAGES: [path: string, kioskTo: string][] = [
  ["/checkout/registration", "/checkout/store-registration"],
  ["/checkout/confirmation", "/checkout/create-invoice"],
  ["/checkout/apple_pay_confirmation", "/checkout/create-invoice"],
  ["/checkout/amazon_pay_confirmation", "/checkout/create-invoice"],
  ["/checkout/confirmation_affirm", "/checkout/create-invoice"],
  ["/checkout/thank_you", "/checkout/invoice"],
];
const KIOSK_PAGES = [
  "/checkout/store-registration",
  "/checkout/create-invoice",
  "/checkout/invoice",
];

const location = (reply: Reply) => new URL(reply.headers.get("location") ?? "", BASE_URL);
const isRedirect = (reply: Reply) => reply.status >= 300 && reply.status < 400;

function tab(entry: (typeof STORES)[number]) {
  const client = new Client(entry.host);
  if ("override" in entry) client.setCookie("retail_store_override", entry.store);
  return client;
}

describe.each(STORES)("checkout routes under $store", (entry) => {
  it.each(KIOSK_PAGES)(`kiosk page %s`, async (path) => {
    const reply = await tab(entry).get(path);
    if (entry.kiosk) {
      // An empty bag goes back to the bag (spec 2 guards).
      expect(isRedirect(reply)).toBe(true);
      expect(location(reply).pathname).toBe("/cart");
    } else {
      expect(reply.status).toBe(404);
    }
  });

  it.each(WEB_PAGES)(`web page %s`, async (path, kioskTo) => {
    const reply = await tab(entry).get(path);
    if (entry.kiosk) {
      expect(isRedirect(reply)).toBe(true);
      expect(location(reply).pathname).toBe(kioskTo);
    } else {
      expect(reply.status).not.toBe(404);
      if (isRedirect(reply)) expect(location(reply).pathname).toBe("/cart");
    }
  });
});

it("the thank-you page at a kiosk keeps the order it names", async () => {
  const id = "0b7e4a52-1f3c-4d5e-8a9b-0c1d2e3f4a5b";
  const reply = await new Client(`dept.localhost:${port}`).get(`/checkout/thank_you?order=${id}`);
  expect(isRedirect(reply)).toBe(true);
  expect(location(reply).pathname).toBe("/checkout/invoice");
  expect(location(reply).searchParams.get("order")).toBe(id);
});
