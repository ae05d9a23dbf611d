// The production server: Next's request handler behind a plain Node HTTP server, so the client's
// address can come from the socket. `next start` only fills X-Forwarded-For when the client left
// it empty, which lets any client choose the address its rate limits are counted under.
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import next from "next";
import { BASE_HEADERS, HSTS } from "./lib/security/base-headers.mjs";
import { readBuildScripts } from "./lib/security/build-scripts.mjs";
import { createScriptHasher, SCRIPT_HASHER_LIMITS } from "./lib/security/hashed-responses.mjs";
import { clientAddress, trustedHopsFrom } from "./server/client-address.mjs";
import { askSelf, serveLateNotFound } from "./server/late-not-found.mjs";
import { sendApiAnswerWhole } from "./server/whole-api-answer.mjs";
import { createPageCache } from "./server/page-cache.mjs";
import { sendBusyPage, serveUnavailablePage } from "./server/unavailable-page.mjs";
import { createRenderGate, isDesignLink } from "./server/render-gate.mjs";
import { answerUnparsedRequest, passesToNext, refuseMethod } from "./server/unknown-method.mjs";
import { markDraining, markServedByServerMjs } from "./lib/http/server-marks.mjs";
import nextConfig from "./next.config.mjs";

// Node 20 reached its end of life in April 2026: no security fixes, so no shoppers on it.
const nodeMajor = Number(process.versions.node.split(".")[0]);
if (nodeMajor < 24) {
  console.error(
    `Node.js ${process.version} is past its end of life: run the store on Node.js 24 LTS.`,
  );
  process.exit(1);
}

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || "0.0.0.0";
// How many proxies (load balancers) in front of this server append to X-Forwarded-For.
const trustedHops = trustedHopsFrom(process.env.TRUST_PROXY);

// A per-process secret naming the headers below as ours: the app trusts the address only when
// the tag matches, so a client sending the same header names gains nothing.
const edgeTag = randomBytes(24).toString("base64url");
process.env.ATELIER_EDGE_TAG = edgeTag;

// Where this server asks itself for a store's 404 page (server/late-not-found.mjs).
const selfAddress = {
  host: hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname,
  port,
};

// The name Next gives itself. Next writes a loopback address (127.x.x.x, ::1) in the proxy's
// request URL as `localhost` (next/dist/server/web/next-url.js) but compares a rewrite's
// destination with the hostname it was given: named 127.0.0.1, every rewrite of the proxy would
// look external and be proxied to http://localhost:<port>, which this server may not listen on
// (500 "Failed to proxy"; vercel/next.js#94745). Named localhost, both sides agree; the server
// still listens on `hostname` and asks itself at selfAddress.
const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|\[::1\]|localhost)$/i;
const nextHostname = LOOPBACK.test(hostname) ? "localhost" : hostname;

// Copies of the pages Next serves from its page cache, answered without asking Next again
// (server/page-cache.mjs): bounded, dropped on every revalidation, and never older than five minutes.
const pageCache = createPageCache({
  maxBytes: 64 * 1024 * 1024,
  maxEntryBytes: 1024 * 1024,
  maxAgeMs: 5 * 60_000,
});
// The scripts a prerendered page may run are the build's (issue 35): its files with the SRI
// hash of their bytes, and its inline bootstraps, read once here. Next reads the same folder,
// relative to the working directory.
const distDir = nextConfig.distDir ?? ".next";
/** @type {import("./lib/security/build-scripts.mjs").BuildScripts} */
let buildScripts;
try {
  buildScripts = readBuildScripts(distDir);
} catch (error) {
  console.error(`No readable build in ${distDir} (run \`next build\` first):`, error);
  process.exit(1);
}
const scriptHasher = createScriptHasher(SCRIPT_HASHER_LIMITS, buildScripts);

/**
 * A whole number from the environment, or `fallback` when unset.
 * @param {string} name
 * @param {number} fallback
 */
function countFrom(name, fallback) {
  const value = process.env[name];
  if (value === undefined || value.trim() === "") return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) {
    console.error(`${name} must be a whole number of 0 or more (got "${value}").`);
    process.exit(1);
  }
  return number;
}

// A design link seen for the first time costs Next some 20 ms of CPU (issue 34): a flood of
// them held the event loop so long that cached pages and the cart waited seconds. At most
// DESIGN_RENDERS go to Next at once (0: no bound), DESIGN_RENDER_QUEUE wait their turn for at
// most DESIGN_RENDER_WAIT_MS, and the rest are told to come back (server/render-gate.mjs).
const renderGate = createRenderGate({
  renders: countFrom("DESIGN_RENDERS", 2),
  queue: countFrom("DESIGN_RENDER_QUEUE", 64),
  waitMs: countFrom("DESIGN_RENDER_WAIT_MS", 5000),
  matches: isDesignLink,
  busy(req, res) {
    // The headers next.config.mjs puts on every other answer; the page brings its own policy.
    for (const { key, value } of BASE_HEADERS) res.setHeader(key, value);
    if (req.headers["x-forwarded-proto"] === "https") res.setHeader(HSTS.key, HSTS.value);
    sendBusyPage(res, req.url ?? "/", 2);
  },
});

// Production refuses to start without this mark (lib/deployment/startup.ts): under `next start`
// the prerendered pages' script hashes are never filled in and the client address is the
// client's to choose. Set before Next runs instrumentation.ts, in this process only.
markServedByServerMjs();
const app = next({ dev: false, hostname: nextHostname, port });
const handle = app.getRequestHandler();
await app.prepare();

/** `.` and `..` path segments, plain or %-encoded, which Next would answer with a redirect. */
const DOT_SEGMENT = /(^|\/)(\.|%2e){1,2}(\/|$|\?)/i;

/**
 * Why an API address cannot be read, or null. The proxy sees pages only (issue 27), so the API's
 * unreadable addresses are answered here: a dot segment names no operation (Next would redirect,
 * and an API client would follow somewhere unintended), and a broken %-escape makes Next fail.
 * @param {string | undefined} url
 * @returns {{ errors?: { path: string[] } } | null}
 */
function unreadableApiAddress(url) {
  if (!url || !(url.startsWith("/api/") || url.startsWith("/sanctum/"))) return null;
  const path = /** @type {string} split gives one part at least */ (url.split("?")[0]);
  if (DOT_SEGMENT.test(path)) return {};
  try {
    decodeURIComponent(path);
    return null;
  } catch {
    return { errors: { path: ["The address holds a broken %-escape."] } };
  }
}

const server = createServer((req, res) => {
  // Never let a client reach a handler with Next's internal header (CVE-2025-29927 class).
  delete req.headers["x-middleware-subrequest"];
  if (trustedHops === 0) {
    // Nothing in front of us: what a client wrote here is not a hop, so Next sets its own (the
    // socket's: this server speaks plain HTTP, so the scheme is http and no Strict-Transport-
    // Security or Secure-only cookie follows from a client's say-so).
    delete req.headers["x-forwarded-for"];
    delete req.headers["x-forwarded-host"];
    delete req.headers["x-forwarded-proto"];
    delete req.headers["x-forwarded-port"];
  }
  if (!passesToNext(req.method, req.url)) {
    // TRACE, PROPFIND and the like: a 405 with Allow, never Next's 500 (issue 35).
    const https = req.headers["x-forwarded-proto"] === "https";
    refuseMethod(req, res, https ? [...BASE_HEADERS, HSTS] : BASE_HEADERS);
    return;
  }
  const unreadable = unreadableApiAddress(req.url);
  if (unreadable) {
    res.setHeader("Content-Type", "application/json");
    res.setHeader("Cache-Control", "no-store");
    // The headers next.config.mjs puts on every other answer.
    for (const { key, value } of BASE_HEADERS) res.setHeader(key, value);
    if (req.headers["x-forwarded-proto"] === "https") res.setHeader(HSTS.key, HSTS.value);
    res.statusCode = 400;
    const message = "The address could not be read.";
    res.end(JSON.stringify({ status: "error", message, code: "bad_request", ...unreadable }));
    return;
  }
  req.headers["x-atelier-client-ip"] = clientAddress(req, trustedHops);
  req.headers["x-atelier-edge"] = edgeTag;
  if (pageCache.serve(req, res)) return;
  // A design link's first render cannot be cached: only so many go to Next at once.
  renderGate.pass(req, res, () => toNext(req, res));
});
// A method Node's parser does not know (`BREW`) never reaches the handler above: same 405.
server.on("clientError", (error, socket) => answerUnparsedRequest(error, socket, BASE_HEADERS));
server.listen(port, hostname, () => {
  console.log(`> Ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`);
});

/**
 * Hands the request to Next, its answer wrapped (each wrapper sees what the ones installed after
 * it have done).
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
function toNext(req, res) {
  // Nearest the socket: an API answer's head and body leave in one write.
  sendApiAnswerWhole(req, res);
  // First of the pages' wrappers, so that it sees the answer as it leaves, after those below.
  pageCache.capture(req, res);
  // The prerendered pages' policy names their inline scripts by hash (lib/security/csp.ts); every
  // page's scripts come after its first paint (ADR 0422), but for a design link's first render:
  // its CPU is issue 34's figure, and the design's next renders come from the page cache anyway.
  scriptHasher.hashInlineScripts(req, res, { perRequestLoaders: !isDesignLink(req.url ?? "") });
  // A page that calls notFound() while rendering gets the store's 404 page, not Next's shell.
  serveLateNotFound(req, res, {
    tag: edgeTag,
    ask: (path, headers) => askSelf(selfAddress, path, headers),
  });
  // Nearest Next: a page's 500 caused by an unavailable dependency leaves as a 503 page.
  serveUnavailablePage(req, res);
  void handle(req, res);
}

// Behind a load balancer a server is replaced by stopping it: /api/ready answers 503 from the
// signal on (the draining mark), new connections are still taken for SHUTDOWN_DELAY_MS (so a
// load balancer that has not yet seen the 503 loses no request), then refused; the requests in
// flight finish and the process exits normally (so exit hooks run, a --cpu-prof profile among
// them). A request still running after the grace period is cut off.
const DELAY_MS = Math.max(0, Number(process.env.SHUTDOWN_DELAY_MS || 0));
const GRACE_MS = Math.max(0, Number(process.env.SHUTDOWN_GRACE_MS || 8000));
let stopping = false;
function stopListening() {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), GRACE_MS).unref();
}
/** @param {string} signal */
function shutDown(signal) {
  if (stopping) return;
  stopping = true;
  markDraining();
  console.log(`> ${signal}: draining`);
  if (DELAY_MS > 0) setTimeout(stopListening, DELAY_MS);
  else stopListening();
}
process.on("SIGTERM", () => shutDown("SIGTERM"));
process.on("SIGINT", () => shutDown("SIGINT"));
