/**
 * npm run lighthouse: Lighthouse mobile (its default profile: a mid phone, simulated slow 4G) in
 * Debian's Chromium against a running store, on the shopper's pages: home, a product, the
 * configurator, the cart and checkout (with a bag in it, so checkout is not a redirect).
 * With ACCOUNT_COOKIE (a signed-in customer's Cookie header; npm run bench:lighthouse makes one)
 * the account page is audited too. Prints the scores and LCP/TBT/CLS per page, and exits
 * non-zero when accessibility, best practices or SEO is under 95 (SEO is not held on the pages
 * that are noindex on purpose).
 * Each page is audited LIGHTHOUSE_RUNS times (3) and the median of every figure is printed, as
 * one run on a shared machine swings by a few hundred milliseconds.
 *   BASE_URL (http://localhost:3000), CHROME_PATH (/usr/bin/chromium), LIGHTHOUSE_MIN (95),
 *   LIGHTHOUSE_RUNS (3), CONTROL_URL (a control app's origin: its `/empty` is audited in the same
 *   rounds, and each page's performance is printed against it; npm run bench:lighthouse sets it).
 *
 * With CONTROL_URL it is also the main-thread budget of issue 36, and exits non-zero when a page
 * misses it: TBT over 1.5x the control's (each page run is paired with a control run just before
 * it, and the median of the three ratios is held), scripts loaded until idle over the control's
 * by more than 60 kB gzipped, LCP over 2.5 s or CLS over 0.05; the score's distance to the
 * control's (target: 5 points) is printed beside them. Per page it prints the long tasks (over 50 ms) by the script they ran in
 * and each script's main-thread time (Lighthouse's long-tasks and bootup-time audits).
 *   LIGHTHOUSE_PAGES (every page): a comma-separated subset, e.g. home,product,configurator (CI).
 *   LIGHTHOUSE_SAVE (none): a folder for every run's full report and trace, to read what an LCP waited for.
 *
 * Plain JavaScript on purpose: Lighthouse sends some of its own functions into the page as
 * source text, and tsx's transform adds a `__name` helper to them that the page does not have.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { TraceProcessor } from "lighthouse/core/lib/tracehouse/trace-processor.js";

const BASE_URL = process.env.BASE_URL ?? "http://localhost:3000";
const MIN = Number(process.env.LIGHTHOUSE_MIN ?? 95);
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const CONTROL_URL = process.env.CONTROL_URL;
const ACCOUNT_COOKIE = process.env.ACCOUNT_COOKIE;
/**
 * Issue 36, on every page against the control measured just before it: blocking time at most
 * 1.5x, scripts until idle at most 60 kB gz more, performance within 5 points, LCP and CLS bounded.
 * `tbtFloorMs`: on a machine fast enough that the control blocks for (nearly) nothing, a ratio to
 * nothing holds nothing; a page is then within budget up to Lighthouse's own "good" mobile TBT.
 */
/**
 * What fails the run: `all` (the default, and CI's) every figure of the budget; `weight` only
 * scripts until idle and CLS, the others printed, for a machine too loaded to time anything.
 */
const FAIL_ON = process.env.LIGHTHOUSE_FAIL_ON === "weight" ? "weight" : "all";
const TARGET = { tbtRatio: 1.5, tbtFloorMs: 200, scriptsKb: 60, points: 5, lcpMs: 2500, cls: 0.05 };
/** LIGHTHOUSE_SAVE: a folder that receives each run's report (`<page>-<n>.json`), to read an LCP. */
const SAVE = process.env.LIGHTHOUSE_SAVE;
let saved = 0;
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(",").map((name) => name.trim());

/** The median of each numeric figure over the runs; the failed audits of any run. */
function median(runs) {
  const row = { ...runs[0] };
  for (const key of Object.keys(row)) {
    if (typeof row[key] !== "number") continue;
    const sorted = runs.map((r) => r[key]).sort((a, b) => a - b);
    row[key] = sorted[Math.floor(sorted.length / 2)];
  }
  // The long tasks and script times of the run whose blocking time is the median.
  const byTbt = [...runs].sort((a, b) => a["TBT ms"] - b["TBT ms"]);
  row.detail = byTbt[Math.floor(byTbt.length / 2)].detail;
  row["failed audits"] = [...new Set(runs.flatMap((r) => r["failed audits"].split(" ")))]
    .filter(Boolean)
    .join(" ");
  return row;
}
const PIECE = "limited-edition/limited-edition-silk-mask-gold-leaf";

/** @type {{ name: string, path: string, cart?: boolean, account?: boolean, noindex?: boolean }[]} */
const ALL_PAGES = [
  { name: "home", path: "/" },
  { name: "product", path: `/${PIECE}` },
  { name: "configurator", path: "/bags/the-city-tote" },
  { name: "cart", path: "/cart", cart: true, noindex: true },
  { name: "checkout", path: "/checkout/registration", cart: true, noindex: true },
  ...(ACCOUNT_COOKIE
    ? [{ name: "account", path: "/my-account", account: true, noindex: true }]
    : []),
];
const PAGES = ONLY ? ALL_PAGES.filter((page) => ONLY.includes(page.name)) : ALL_PAGES;

/** @typedef {{ name: string, value: string, httpOnly: boolean }} Cookie */

/** A Cookie header (ACCOUNT_COOKIE) as cookies for the browser's jar. */
const cookiesOf = (/** @type {string} */ header) =>
  header
    .split(";")
    .map((pair) => pair.trim())
    .filter((pair) => pair.includes("="))
    .map((pair) => ({
      name: pair.slice(0, pair.indexOf("=")),
      value: pair.slice(pair.indexOf("=") + 1),
      httpOnly: false,
    }));

/** A guest's cookies with one piece in the bag, made through the public API like a browser. */
async function cartCookies() {
  /** @type {Map<string, Cookie>} */
  const jar = new Map();
  const remember = (/** @type {Response} */ reply) => {
    for (const line of reply.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair?.indexOf("=") ?? -1;
      if (pair && at > 0) {
        const name = pair.slice(0, at);
        jar.set(name, { name, value: pair.slice(at + 1), httpOnly: /;\s*httponly/i.test(line) });
      }
    }
  };
  const header = () => [...jar.values()].map((c) => `${c.name}=${c.value}`).join("; ");
  remember(await fetch(`${BASE_URL}/sanctum/csrf-cookie`));
  const xsrf = decodeURIComponent(jar.get("XSRF-TOKEN")?.value ?? "");
  /** @type {{ content: { id: string, name: string }[] }} */
  const products = await (await fetch(`${BASE_URL}/api/external/public/limited-edition`)).json();
  const piece = products.content.find((p) => PIECE.endsWith(p.name));
  if (!piece) throw new Error(`no ${PIECE} in the catalogue`);
  const reply = await fetch(`${BASE_URL}/api/external/orders`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-xsrf-token": xsrf, cookie: header() },
    body: JSON.stringify({ orderable_type: "product", orderable_id: piece.id }),
  });
  if (!reply.ok) throw new Error(`could not fill a bag: ${reply.status} ${await reply.text()}`);
  remember(reply);
  return [...jar.values()];
}

/**
 * One command to the browser itself over its DevTools socket. Cookies live in the browser's jar:
 * a Cookie request header (Lighthouse's extraHeaders) reaches the server, but the page's own
 * scripts read document.cookie, and once the jar holds cookies of the origin (set by an earlier
 * page) Chromium sends those instead, so the cart, checkout and account audits measured an empty
 * bag, a redirect to it and the sign-in page (issue 27).
 */
async function browserCommand(port, method, params) {
  const version = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  try {
    return await new Promise((resolve, reject) => {
      socket.onmessage = (event) => {
        const reply = JSON.parse(String(event.data));
        if (reply.id !== 1) return;
        if (reply.error) reject(new Error(`${method}: ${reply.error.message}`));
        else resolve(reply.result);
      };
      socket.send(JSON.stringify({ id: 1, method, params }));
    });
  } finally {
    socket.close();
  }
}

/** Every page starts from an empty jar (Lighthouse keeps cookies between audits) plus its own. */
async function setJar(port, base, /** @type {Cookie[]} */ cookies) {
  await browserCommand(port, "Storage.clearCookies", {});
  if (cookies.length === 0) return;
  const url = new URL(base).origin;
  await browserCommand(port, "Storage.setCookies", {
    cookies: cookies.map((c) => ({ ...c, url, path: "/" })),
  });
}

/** Gzipped bytes of each script, fetched once: the same measure as bench:pages, not the wire's. */
const gzBytes = new Map();
async function gzipped(/** @type {string} */ url) {
  if (!gzBytes.has(url)) {
    const answer = await fetch(url);
    gzBytes.set(
      url,
      answer.ok ? gzipSync(Buffer.from(await answer.arrayBuffer()), { level: 9 }).length : 0,
    );
  }
  return gzBytes.get(url);
}

/** Lighthouse's mobile profile runs the page's CPU work 4x slower than the host did. */
const CPU_SLOWDOWN = 4;

/**
 * The page's main thread by thread CPU time (`tdur`) instead of wall time: each top-level task
 * from the navigation to the end of the trace, and TBT's own sum over them (the part of each
 * task, at the mobile slowdown, over 50 ms). A task that waited for a core another process held
 * counts its wall time in TBT but not here, so this figure moves far less with the machine's
 * load than TBT does (docs/performance-profiles.md, issue 36).
 */
function cpuOfMainThread(/** @type {import("lighthouse").Artifacts["Trace"]} */ trace) {
  const processed = TraceProcessor.processTrace(trace);
  const origin = processed.timeOriginEvt.ts;
  let cpuMs = 0;
  let blockingMs = 0;
  for (const event of processed.mainThreadEvents) {
    if (event.ph !== "X" || event.ts < origin || !TraceProcessor.isScheduleableTask(event))
      continue;
    const ms = ((event.tdur ?? event.dur ?? 0) / 1000) * CPU_SLOWDOWN;
    cpuMs += ms;
    blockingMs += Math.max(0, ms - 50);
  }
  return { cpuMs: Math.round(cpuMs), blockingMs: Math.round(blockingMs) };
}

/** A script's name for the tables: its file, without the origin and the chunk folder. */
const short = (/** @type {string} */ url) =>
  url.startsWith("http") ? new URL(url).pathname.replace("/_next/static/chunks/", "") : url;

async function audit(port, page, /** @type {Cookie[]} */ cookies, attempt = 1) {
  const url = `${page.base ?? BASE_URL}${page.path}`;
  await setJar(
    port,
    url,
    page.cart ? cookies : page.account ? cookiesOf(ACCOUNT_COOKIE ?? "") : [],
  );
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`no Lighthouse result for ${page.path}`);
  // A run whose trace could not be read (NO_NAVSTART, seen on a busy machine) scores 0: a median
  // with it is no measurement, so it is run again.
  if (result.lhr.runtimeError) {
    if (attempt >= 3) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return audit(port, page, cookies, attempt + 1);
  }
  if (SAVE) {
    mkdirSync(SAVE, { recursive: true });
    const file = `${page.name.replace(/[^a-z]+/g, "-")}-${++saved}.json`;
    writeFileSync(join(SAVE, file), JSON.stringify(result.lhr));
    writeFileSync(
      join(SAVE, file.replace(".json", ".trace.json")),
      JSON.stringify(result.artifacts.Trace),
    );
  }
  const { categories, audits, finalDisplayedUrl } = result.lhr;
  // A redirect (an empty bag sent back to /cart, a lost session sent to sign in) is another page.
  if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended on ${finalDisplayedUrl}: not the page meant to be measured`);
  }
  /** @type {{ type?: string, selector?: string, nodeLabel?: string }[]} */
  const lcpParts = audits["lcp-breakdown-insight"]?.details?.items ?? [];
  const lcpNode = lcpParts.find((item) => item.type === "node");
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  const ms = (id) => Math.round(audits[id]?.numericValue ?? 0);
  const failing = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
    .map((a) => a.id);
  /** @type {{ url: string, resourceType?: string, finished?: boolean }[]} */
  const requests = audits["network-requests"]?.details?.items ?? [];
  const scripts = [
    ...new Set(requests.filter((r) => r.resourceType === "Script").map((r) => r.url)),
  ];
  let scriptBytes = 0;
  for (const src of scripts) scriptBytes += await gzipped(src);
  /** @type {{ url: string, duration: number }[]} */
  const longTasks = (audits["long-tasks"]?.details?.items ?? []).filter((t) => t.duration > 50);
  const tasksByScript = new Map();
  for (const task of longTasks) {
    const key = short(task.url);
    const seen = tasksByScript.get(key) ?? { count: 0, ms: 0 };
    tasksByScript.set(key, { count: seen.count + 1, ms: seen.ms + task.duration });
  }
  /** @type {{ url: string, total: number, scripting: number, scriptParseCompile: number }[]} */
  const bootup = audits["bootup-time"]?.details?.items ?? [];
  /** @type {{ group: string, duration: number }[]} */
  const work = audits["mainthread-work-breakdown"]?.details?.items ?? [];
  const detail = {
    scripts: scripts.map((src) => `${short(src)} ${(gzBytes.get(src) / 1024).toFixed(1)}`),
    longTasks: [...tasksByScript]
      .sort((a, b) => b[1].ms - a[1].ms)
      .map(([url, t]) => `${url}: ${t.count} task(s), ${Math.round(t.ms)} ms`),
    bootup: bootup
      .slice(0, 6)
      .map(
        (b) =>
          `${short(b.url)}: ${Math.round(b.total)} ms (script ${Math.round(b.scripting)}, parse ${Math.round(b.scriptParseCompile)})`,
      ),
    work: work
      .slice(0, 6)
      .map((w) => `${w.group} ${Math.round(w.duration)}`)
      .join(", "),
  };
  const cpu = cpuOfMainThread(result.artifacts.Trace);
  return {
    page: page.name,
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    "FCP ms": ms("first-contentful-paint"),
    "SI ms": ms("speed-index"),
    "LCP ms": ms("largest-contentful-paint"),
    "TBT ms": ms("total-blocking-time"),
    CLS: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    "long tasks": longTasks.length,
    "CPU blocking ms": cpu.blockingMs,
    "CPU ms": cpu.cpuMs,
    "scripts kB gz": Number((scriptBytes / 1024).toFixed(1)),
    "LCP element": (lcpNode?.nodeLabel ?? lcpNode?.selector ?? "").slice(0, 40),
    "failed audits": failing.join(" "),
    detail,
  };
}

/** The middle value of a list of numbers. */
const middle = (/** @type {number[]} */ values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  const CONTROL = { name: "control /empty", path: "/empty", base: CONTROL_URL };
  const rows = [];
  /** Per page, its runs' ratios to the control run just before each. */
  const paired = new Map();
  try {
    const cookies = await cartCookies();
    const pages = CONTROL_URL ? [CONTROL, ...PAGES] : PAGES;
    const runs = new Map(pages.map((page) => [page.name, []]));
    // Round by round, and within a round every page right after a control run of its own: a busy
    // minute on this shared machine hits the page and the control it is held against alike.
    for (let i = 0; i < RUNS; i++) {
      for (const page of PAGES) {
        if (CONTROL_URL) {
          const control = await audit(chrome.port, CONTROL, cookies);
          runs.get(CONTROL.name).push(control);
          const run = await audit(chrome.port, page, cookies);
          runs.get(page.name).push(run);
          const pairs = paired.get(page.name) ?? [];
          pairs.push({
            tbtRatio: run["TBT ms"] / Math.max(1, control["TBT ms"]),
            cpuRatio: run["CPU blocking ms"] / Math.max(1, control["CPU blocking ms"]),
            controlTbt: control["TBT ms"],
            points: control.performance - run.performance,
            scriptsOver: run["scripts kB gz"] - control["scripts kB gz"],
          });
          paired.set(page.name, pairs);
        } else {
          runs.get(page.name).push(await audit(chrome.port, page, cookies));
        }
      }
    }
    for (const page of pages) rows.push(median(runs.get(page.name)));
  } finally {
    await chrome.kill();
  }
  console.log(`Lighthouse mobile, median of ${RUNS} runs per page, ${BASE_URL}`);
  console.table(rows.map(({ detail: _detail, ...row }) => row));
  for (const row of rows) {
    console.log(`\n${row.page}: main thread ${row.detail.work}`);
    console.log(`  long tasks > 50 ms, by script: ${row.detail.longTasks.join("; ") || "none"}`);
    console.log(`  script time: ${row.detail.bootup.join("; ")}`);
    console.log(`  scripts until idle (kB gz): ${row.detail.scripts.join(", ")}`);
  }
  let missed = false;
  if (CONTROL_URL) {
    const control = rows.find((row) => row.page === CONTROL.name);
    const verdicts = rows
      .filter((row) => row !== control)
      .map((row) => {
        const pairs = paired.get(row.page) ?? [];
        const ratio = middle(pairs.map((p) => p.tbtRatio));
        const behind = middle(pairs.map((p) => p.points));
        const over = middle(pairs.map((p) => p.scriptsOver));
        const controlTbt = middle(pairs.map((p) => p.controlTbt));
        const cpuRatio = middle(pairs.map((p) => p.cpuRatio));
        const misses = [];
        // Timing misses (TBT, LCP) fail the run unless LIGHTHOUSE_FAIL_ON=weight, where only the
        // figures a machine's load cannot move (script bytes, layout shift) do.
        const timing = [];
        // TBT is wall time: on a loaded machine a task waiting for a core counts as blocking. A
        // TBT over budget fails the run when the same sum over thread CPU time is over it too;
        // one the CPU time does not confirm is the machine's load, and is printed as such.
        const tbtOver = ratio > TARGET.tbtRatio && row["TBT ms"] > TARGET.tbtFloorMs;
        const cpuOver = cpuRatio > TARGET.tbtRatio;
        if (tbtOver && cpuOver) timing.push(`TBT ${ratio.toFixed(2)}x the control's`);
        if (over > TARGET.scriptsKb) misses.push(`scripts ${over.toFixed(1)} kB gz over`);
        if (row["LCP ms"] > TARGET.lcpMs) timing.push(`LCP ${row["LCP ms"]} ms`);
        if (row.CLS > TARGET.cls) misses.push(`CLS ${row.CLS}`);
        if (misses.length || (timing.length && FAIL_ON !== "weight")) missed = true;
        misses.push(...timing);
        // The score is made of the figures above plus FCP and SI; the "done" holds it
        // within 5 points, but the budget that fails a run is the four figures it names.
        const score = behind > TARGET.points ? `score ${behind} under the control's` : "";
        return {
          page: row.page,
          score: row.performance,
          "vs control": -behind,
          "TBT ms": row["TBT ms"],
          "control TBT": controlTbt,
          "TBT ratio": Number(ratio.toFixed(2)),
          // Every run's ratio: how far apart they are is how noisy the machine was.
          "ratios per run": pairs.map((p) => p.tbtRatio.toFixed(2)).join(" "),
          "CPU blocking ratio": Number(cpuRatio.toFixed(2)),
          "CPU ratios per run": pairs.map((p) => p.cpuRatio.toFixed(2)).join(" "),
          "scripts +kB gz": Number(over.toFixed(1)),
          "LCP ms": row["LCP ms"],
          CLS: row.CLS,
          budget: misses.length ? `MISSED: ${misses.join(", ")}` : "met",
          "score target": score ? `missed: ${score}` : "met",
          ...(tbtOver && !cpuOver ? { note: "TBT over, CPU time not: load" } : {}),
        };
      });
    console.table(verdicts);
    console.log(
      `budget (issue 36), each figure the median over ${RUNS} runs, each run against the control run just before it: ` +
        `TBT <= ${TARGET.tbtRatio}x the control's (or <= ${TARGET.tbtFloorMs} ms; a miss counts when the same sum over thread CPU time misses too), scripts until idle <= control + ${TARGET.scriptsKb} kB gz, ` +
        `LCP <= ${TARGET.lcpMs / 1000} s, CLS <= ${TARGET.cls}; score target: within ${TARGET.points} points of the control's`,
    );
  }
  const low = rows.flatMap((row) => {
    if (row.page === CONTROL.name) return [];
    const page = PAGES.find((p) => p.name === row.page);
    const held = ["accessibility", "best-practices", ...(page?.noindex ? [] : ["seo"])];
    return held.filter((k) => Number(row[k]) < MIN).map((k) => `${row.page} ${k} ${row[k]}`);
  });
  console.log(
    low.length ? `Under ${MIN}: ${low.join(", ")}` : `All held categories at ${MIN} or more.`,
  );
  process.exit(low.length || missed ? 1 : 0);
}

void main();
