// The page for tests/e2e/csp-allowlist.spec.ts, served by a process of its own (run by tsx:
// the store's .mjs runtime is ES modules, which Playwright's loader does not take). It prints
// the port it listens on, on the loopback address, and serves until it is stopped.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { PassThrough } from "node:stream";
import { createElement, Suspense, use } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { buildScriptsFrom } from "../../lib/security/build-scripts.mjs";
import { createScriptHasher } from "../../lib/security/hashed-responses.mjs";
import { HASHES_PLACEHOLDER } from "../../lib/security/served-html.mjs";

const GOOD = "window.__ran = (window.__ran || []).concat('good');";
/** The build as the hasher knows it: the tampered file's bytes are not what is served. */
const BUILD = buildScriptsFrom({
  files: [
    { path: "static/chunks/good.js", bytes: Buffer.from(GOOD) },
    { path: "static/chunks/tampered.js", bytes: Buffer.from("/* as built */") },
  ],
  manifest: {},
  assetPrefix: "",
  deploymentId: "",
  writeBootstrap: () => undefined,
});
/** What the server answers for script files: the tampered one is not the build's bytes. */
const FILES: Record<string, string> = {
  "/_next/static/chunks/good.js": GOOD,
  "/_next/static/chunks/tampered.js": "window.__ran = (window.__ran || []).concat('tampered');",
  // Where the browser resolves /_next/static/%2e%2e/evil.js.
  "/_next/evil.js": "window.__ran = (window.__ran || []).concat('dot-segments');",
};

/** Injected into the page's HTML as React renders it (dangerouslySetInnerHTML is raw HTML). */
const INJECTED = [
  '<script src="/_next/static/%2e%2e/evil.js"></script>',
  "<script>self.__next_f.push(window.__ran = (window.__ran || []).concat('flight'))</script>",
  '<script>$RC("B:0","S:0");window.__ran = (window.__ran || []).concat("react")</script>',
  "<script>self.__next_f.push([1,\"x\"],window.__ran = (window.__ran || []).concat('flight-2'))</script>",
].join("");

function Late({ ready }: { ready: Promise<string> }) {
  return createElement("p", { id: "late" }, use(ready));
}

/** The page, streamed: the shell with a fallback, then React's scripts moving the late part in. */
function streamPage(res: PassThrough) {
  let resolve: (value: string) => void = () => {};
  const ready = new Promise<string>((done) => (resolve = done));
  const page = createElement(
    "html",
    null,
    createElement(
      "head",
      null,
      createElement("script", { src: "/_next/static/chunks/good.js", async: true }),
      createElement("script", { src: "/_next/static/chunks/tampered.js", async: true }),
    ),
    createElement(
      "body",
      null,
      createElement("script", {
        dangerouslySetInnerHTML: {
          __html:
            '(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"0:\\"ok\\"\\n"])',
        },
      }),
      createElement("div", { dangerouslySetInnerHTML: { __html: INJECTED } }),
      createElement(
        Suspense,
        { fallback: createElement("p", { id: "fallback" }, "Loading…") },
        createElement(Late, { ready }),
      ),
    ),
  );
  const stream = renderToPipeableStream(page, {
    onShellReady() {
      stream.pipe(res);
      setTimeout(() => resolve("The City Tote"), 50);
    },
  });
}

const hasher = createScriptHasher({ maxPages: 10, maxBytes: 1024 * 1024 }, BUILD);
const server = createServer((req, res) => {
  const file = FILES[req.url ?? ""];
  if (file !== undefined) {
    res.setHeader("Content-Type", "text/javascript");
    res.end(file);
    return;
  }
  if (req.url !== "/page") {
    res.statusCode = 404;
    res.end();
    return;
  }
  hasher.hashInlineScripts(req, res);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Content-Security-Policy", `script-src 'strict-dynamic' ${HASHES_PLACEHOLDER}`);
  const body = new PassThrough();
  body.pipe(res);
  streamPage(body);
});
server.listen(0, "127.0.0.1", () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});
