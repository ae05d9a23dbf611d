/**
 * npm run lighthouse: Lighthouse mobile (its default profile: a mid phone, simulated slow 4G) in
 * Debian's Chromium against a running store, on the shopper's pages: home, a product, the
 * configurator, the cart and checkout (with a bag in it, so checkout is not a redirect).
 * Prints the scores and LCP/TBT/CLS per page, and exits non-zero when accessibility, best
 * practices or SEO is under 95 (SEO is not held on the pages that are noindex on purpose).
 * Each page is audited LIGHTHOUSE_RUNS times (3) and the median of every figure is printed, as
 * one run on a shared machine swings by a few hundred milliseconds.
 *   BASE_URL (http://localhost:3000), CHROME_PATH (/usr/bin/chromium), LIGHTHOUSE_MIN (95),
 *   LIGHTHOUSE_RUNS (3).
 *
 * Plain JavaScript on purpose: Lighthouse sends some of its own functions into the page as
 * source text, and tsx's transform adds a `__name` helper to them that the page does not have.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const BASE_URL = process.env.BASE_URL ?? "http://localhost:3000";
const MIN = Number(process.env.LIGHTHOUSE_MIN ?? 95);
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

/** The median of each numeric figure over the runs; the failed audits of any run. */
function median(runs) {
  const row = { ...runs[0] };
  for (const key of Object.keys(row)) {
    if (typeof row[key] !== "number") continue;
    const sorted = runs.map((r) => r[key]).sort((a, b) => a - b);
    row[key] = sorted[Math.floor(sorted.length / 2)];
  }
  row["failed audits"] = [...new Set(runs.flatMap((r) => r["failed audits"].split(" ")))]
    .filter(Boolean)
    .join(" ");
  return row;
}
const PIECE = "limited-edition/limited-edition-silk-mask-gold-leaf";

/** @type {{ name: string, path: string, cart?: boolean, noindex?: boolean }[]} */
const PAGES = [
  { name: "home", path: "/" },
  { name: "product", path: `/${PIECE}` },
  { name: "configurator", path: "/bags/the-city-tote" },
  { name: "cart", path: "/cart", cart: true, noindex: true },
  { name: "checkout", path: "/checkout/registration", cart: true, noindex: true },
];

/** A guest's cookies with one piece in the bag, made through the public API like a browser. */
async function cartCookies() {
  /** @type {Map<string, string>} */
  const jar = new Map();
  const remember = (/** @type {Response} */ reply) => {
    for (const line of reply.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair?.indexOf("=") ?? -1;
      if (pair && at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  remember(await fetch(`${BASE_URL}/sanctum/csrf-cookie`));
  const xsrf = decodeURIComponent(jar.get("XSRF-TOKEN") ?? "");
  /** @type {{ content: { id: string, name: string }[] }} */
  const products = await (await fetch(`${BASE_URL}/api/external/public/limited-edition`)).json();
  const piece = products.content.find((p) => PIECE.endsWith(p.name));
  if (!piece) throw new Error(`no ${PIECE} in the catalogue`);
  const reply = await fetch(`${BASE_URL}/api/external/orders`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-xsrf-token": xsrf, cookie: cookie() },
    body: JSON.stringify({ orderable_type: "product", orderable_id: piece.id }),
  });
  if (!reply.ok) throw new Error(`could not fill a bag: ${reply.status} ${await reply.text()}`);
  remember(reply);
  return cookie();
}

async function audit(port, page, cookies) {
  const result = await lighthouse(`${BASE_URL}${page.path}`, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    ...(page.cart ? { extraHeaders: { Cookie: cookies } } : {}),
  });
  if (!result) throw new Error(`no Lighthouse result for ${page.path}`);
  const { categories, audits } = result.lhr;
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  const ms = (id) => Math.round(audits[id]?.numericValue ?? 0);
  const failing = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
    .map((a) => a.id);
  return {
    page: page.name,
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    "LCP ms": ms("largest-contentful-paint"),
    "TBT ms": ms("total-blocking-time"),
    CLS: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    "failed audits": failing.join(" "),
  };
}

async function main() {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  const rows = [];
  try {
    const cookies = await cartCookies();
    for (const page of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(chrome.port, page, cookies));
      rows.push(median(runs));
    }
  } finally {
    await chrome.kill();
  }
  console.log(`Lighthouse mobile, median of ${RUNS} runs per page, ${BASE_URL}`);
  console.table(rows);
  const low = rows.flatMap((row) => {
    const page = PAGES.find((p) => p.name === row.page);
    const held = ["accessibility", "best-practices", ...(page?.noindex ? [] : ["seo"])];
    return held.filter((k) => Number(row[k]) < MIN).map((k) => `${row.page} ${k} ${row[k]}`);
  });
  console.log(
    low.length ? `Under ${MIN}: ${low.join(", ")}` : `All held categories at ${MIN} or more.`,
  );
  process.exit(low.length ? 1 : 0);
}

void main();
