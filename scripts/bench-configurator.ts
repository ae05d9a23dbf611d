import { chromium } from "@playwright/test";
import { controlApp } from "./bench/control-app";
import { firstLoadJsKb } from "./bench/first-load-js";
import { benchServer } from "./bench/server";
import { catalogue } from "./bench/shopper";

/**
 * bench:configurator — drives 200 swatch selections in Chromium and prints the median and p95
 * time from the click to the updated preview being painted (layers decoded, next frame), and the
 * configurator route's first-load JS beside the control app's empty page. Asserts nothing.
 * BENCH_SIZES_ONLY=1: no browser, only the configurator's HTML and first-load JS over the
 * control's empty page, with and without a design in the URL (issue 27's targets).
 */
const PORT = process.env.BENCH_PORT ?? "3310";
const ROUTE = "/bags/the-city-tote";
const SELECTIONS = Number(process.env.BENCH_SELECTIONS ?? "200");
const server = benchServer(PORT, "bench-configurator");
const control = controlApp(process.env.BENCH_CONTROL_PORT ?? "3311");

/**
 * Runs in the page: click a swatch, wait for the preview's layer sources to change, for the layers
 * to decode, and for the next frame. Kept as plain JavaScript text because the bundler that runs
 * this script would wrap named functions in helpers the page does not have.
 */
const MEASURE_CLICK = `async (index) => {
  const swatches = document.querySelectorAll('[data-testid="swatch"]');
  const preview = document.querySelector('[data-testid="design-preview"]');
  const sources = () => Array.from(preview.querySelectorAll("img"), (img) => img.src).join("|");
  const before = sources();
  const start = performance.now();
  swatches[index % swatches.length].click();
  await new Promise((resolve) => {
    const check = () => (sources() !== before ? resolve() : requestAnimationFrame(check));
    requestAnimationFrame(check);
  });
  await Promise.all(Array.from(preview.querySelectorAll("img"), (img) => img.decode().catch(() => undefined)));
  await new Promise((resolve) => requestAnimationFrame(resolve));
  return performance.now() - start;
}`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** The issue 27 figures: HTML KB as served and first-load JS kB gz over the control's. */
async function sizes() {
  const emptyJs = await firstLoadJsKb(control.base, "/empty");
  const { tote, plainDesign } = catalogue(server.appEnv);
  const pages: [string, string][] = [
    ["configurator", ROUTE],
    ["configurator ?d=", `/bags/${tote.name}?d=${encodeURIComponent(plainDesign)}`],
  ];
  console.log(
    `\nconfigurator sizes on ${server.base}; control's empty page ${emptyJs.toFixed(1)} kB`,
  );
  for (const [name, path] of pages) {
    const html = (await (await fetch(`${server.base}${path}`)).text()).length / 1024;
    const js = (await firstLoadJsKb(server.base, path)) - emptyJs;
    const misses = [
      ...(html > 40 ? [`HTML ${html.toFixed(1)} KB > 40`] : []),
      ...(js > 30 ? [`JS +${js.toFixed(1)} kB > 30`] : []),
    ];
    console.log(
      `${name}: HTML ${html.toFixed(1)} KB, first-load JS +${js.toFixed(1)} kB gz over the control: ${misses.length ? `MISSED: ${misses.join(", ")}` : "met"}`,
    );
  }
  console.log(
    "targets (issue 27): configurator HTML <= 40 KB, first-load JS <= 30 kB gz over the control",
  );
}

async function main() {
  server.start();
  await control.start();
  if (process.env.BENCH_SIZES_ONLY === "1") {
    try {
      await sizes();
    } finally {
      control.stop();
      server.stop();
    }
    return;
  }
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.base}${ROUTE}`);
    await page.locator("html[data-shell-ready]").waitFor({ state: "attached" });
    // Open the first step that offers several swatches (the bag's main leather).
    const steps = page.getByTestId("step");
    for (let i = 0; i < (await steps.count()); i += 1) {
      await steps.nth(i).click();
      if ((await page.getByTestId("swatch").count()) > 3) break;
    }
    const swatchCount = await page.getByTestId("swatch").count();
    const times: number[] = [];
    for (let i = 0; i < SELECTIONS; i += 1) {
      const ms = await page.evaluate<number>(`(${MEASURE_CLICK})(${(i * 7 + 1) % swatchCount})`);
      times.push(ms);
    }
    times.sort((a, b) => a - b);
    const [emptyJs, routeJs] = [
      await firstLoadJsKb(control.base, "/empty"),
      await firstLoadJsKb(server.base, ROUTE),
    ];
    console.log(
      `\nbench:configurator on ${server.base}${ROUTE}: ${SELECTIONS} swatch selections (${swatchCount} swatches)`,
    );
    console.log(
      `click to painted preview: median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)?.toFixed(1)} ms (target p95 < 50 ms)`,
    );
    console.log(
      `first-load JS: ${routeJs.toFixed(1)} kB gz vs the control app's empty page ${emptyJs.toFixed(1)} kB: +${(routeJs - emptyJs).toFixed(1)} kB (target <= 80 kB)`,
    );
  } finally {
    await browser.close();
    control.stop();
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  control.stop();
  server.stop();
  process.exit(1);
});
