import { createHash } from "node:crypto";
import { buildScriptsFrom, integrityOf } from "../../lib/security/build-scripts.mjs";
import {
  fillPolicy,
  HASHES_PLACEHOLDER,
  isFrameworkScript as isFrameworkScriptOf,
  prepareDocument as prepareDocumentOf,
} from "../../lib/security/served-html.mjs";
import { bytesOf, testBuild } from "./support/build-scripts";

/** The build these pages come from: the files their tags name, and the route `/page`. */
const BUILD = testBuild(
  ["a.js", "b.js", "main.js", "polyfill.js", "sub/c.js"].map((file) => `static/chunks/${file}`),
);
const prepareDocument = (page: string) => prepareDocumentOf(page, BUILD);
const isFrameworkScript = (body: string) => isFrameworkScriptOf(body, BUILD);

const hashOf = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const FLIGHT_INIT = "(self.__next_f=self.__next_f||[]).push([0])";
const FLIGHT = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])';
/** The build's bootstrap of `/page`, as Next writes it. */
const BUNDLER =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});';

/** A page as Next writes it (the shape of .next/server/app/**\/*.html). */
const PAGE = [
  "<!DOCTYPE html><html><head>",
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  "<title>Atelier</title>",
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
  "</head><body><main>Bags</main>",
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  `<script id="_R_">${BUNDLER}</script>`,
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  `<script>${FLIGHT_INIT}</script><script>${FLIGHT}</script>`,
  "</body></html>",
].join("");

describe("a prerendered page's scripts, named by hash (server.mjs, issue 24)", () => {
  const { html, hashes } = prepareDocument(PAGE);
  const loaders = [...html.matchAll(/<script>(\(function\(s,d\)[^<]*)<\/script>/g)].map(
    (match) => match[1] ?? "",
  );

  it("hashes Next's inline scripts", () => {
    for (const script of [FLIGHT_INIT, FLIGHT, BUNDLER]) expect(hashes).toContain(hashOf(script));
  });

  it("turns the build's script tags into hashed loaders adding the same elements", () => {
    expect(html).not.toMatch(/<script src=/);
    // The head's run of tags shares one loader; the polyfill and the body's tag get their own.
    expect(loaders).toHaveLength(3);
    for (const loader of loaders) expect(hashes).toContain(hashOf(loader));
    const a = integrityOf(bytesOf("static/chunks/a.js"));
    expect(loaders[0]).toContain(
      `[["src","/_next/static/chunks/a.js"],["async",""],["integrity","${a}"]]`,
    );
    expect(loaders[0]).toContain('"/_next/static/chunks/b.js"');
    expect(loaders[1]).toContain('["nomodule",""]');
    // Each loader stands where its tags stood.
    expect(html.indexOf(loaders[0] ?? "")).toBeLessThan(html.indexOf("<title>"));
    expect(html.indexOf(loaders[2] ?? "")).toBeGreaterThan(html.indexOf('id="_R_"'));
    expect(hashes).toHaveLength(6);
  });

  it("drops the preload hint of a build script, which the policy would refuse", () => {
    expect(html).not.toContain('rel="preload" as="script"');
  });

  it("keeps data blocks as they are, unhashed (they never run)", () => {
    expect(html).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(hashes).not.toContain(hashOf('{"@type":"Organization"}'));
  });

  it("hashes nothing else: an injected script stays in the page and is refused", () => {
    const injected = [
      "alert(1)",
      'self.__next_f.push([1,"x"]);alert(1)',
      'self.__next_f.push([1,"x"]),alert(1)//)',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1));',
    ];
    for (const script of injected) {
      expect(isFrameworkScript(script)).toBe(false);
      const page = PAGE.replace("<main>", `<main><script>${script}</script>`);
      const prepared = prepareDocument(page);
      expect(prepared.html).toContain(`<script>${script}</script>`);
      expect(prepared.hashes).not.toContain(hashOf(script));
    }
    // An inline script with other attributes is not Next's either.
    const typed = prepareDocument(`<script type="module">${FLIGHT_INIT}</script>`);
    expect(typed.hashes).toEqual([]);
  });

  it("leaves script tags from elsewhere alone (refused under 'strict-dynamic')", () => {
    const foreign = [
      '<script src="https://evil.example/x.js"></script>',
      '<script src="/uploads/x.js" async=""></script>',
      '<script src="/_next/static/../x.js"></script>',
      '<script src="/_next/static/a.js" onload="alert(1)"></script>',
    ];
    for (const tag of foreign) {
      const prepared = prepareDocument(`<head>${tag}</head>`);
      expect(prepared.html).toBe(`<head>${tag}</head>`);
      expect(prepared.hashes).toEqual([]);
    }
  });

  it("escapes what could end a loader's script element", () => {
    // Attribute values arrive entity-encoded; decoded, this one would close the loader.
    const tag =
      '<script src="/_next/static/chunks/a.js" crossorigin="&lt;/script&gt;" async=""></script>';
    const prepared = prepareDocument(tag);
    expect(prepared.html.match(/<\/script>/gi)).toHaveLength(1);
    expect(prepared.html).toContain('["crossorigin","\\u003c/script>"]');
  });
});

describe("the allowlist matches origin and content, not shape (issue 35)", () => {
  /** Each script the page would run on its own: named by one of the page's hashes. */
  const runs = (script: string) =>
    prepareDocument(`<body><main><script>${script}</script></main></body>`).hashes.includes(
      hashOf(script),
    );

  it("loads only the build's own files, named exactly as Next names them", () => {
    const foreign = [
      "/_next/static/%2e%2e/evil.js",
      "/_next/static/%2E%2E/%2e%2e/api/x",
      "/_next/static/chunks/%2e%2e/%2e%2e/evil.js",
      "/_next/static/chunks/../chunks/a.js",
      "/_next/static/chunks/./a.js",
      "/_next/static/chunks//a.js",
      "/_next/static/chunks/a.js?",
      "/_next/static/chunks/a.js?x=1",
      "/_next/static/chunks/a.js#x",
      "/_next/static/chunks/%61.js",
      "/_next/static/chunks/A.js",
      "/_next/static/chunks/evil.js",
      "/_next/static\\chunks/a.js",
      "//_next/static/chunks/a.js",
      "http://localhost/_next/static/chunks/a.js",
      " /_next/static/chunks/a.js",
    ];
    for (const src of foreign) {
      const tag = `<script src="${src.replaceAll("&", "&amp;")}" async=""></script>`;
      const prepared = prepareDocument(`<head>${tag}</head>`);
      expect(prepared).toEqual({ html: `<head>${tag}</head>`, hashes: [] });
    }
    // A file of the build in a folder below chunks/ is one of its own.
    expect(
      prepareDocument('<script src="/_next/static/chunks/sub/c.js"></script>').hashes,
    ).toHaveLength(1);
  });

  it("names each file's bytes: the loader adds the integrity of the build's file", () => {
    const [, list = "[]"] =
      /\((\[.*\]),document\)/.exec(
        prepareDocument(
          '<script src="/_next/static/chunks/main.js" integrity="sha384-forged" async=""></script>',
        ).html,
      ) ?? [];
    expect(JSON.parse(list)).toEqual([
      [
        ["src", "/_next/static/chunks/main.js"],
        ["async", ""],
        ["integrity", integrityOf(bytesOf("static/chunks/main.js"))],
      ],
    ]);
  });

  it("keeps Next's deployment token in a build file's name, and nothing else", () => {
    const build = testBuild(["static/chunks/a.js"], "d1");
    const named = (src: string) =>
      prepareDocumentOf(`<script src="${src}"></script>`, build).hashes.length === 1;
    expect(named("/_next/static/chunks/a.js?dpl=d1")).toBe(true);
    expect(named("/_next/static/chunks/a.js")).toBe(false);
    expect(named("/_next/static/chunks/a.js?dpl=d2")).toBe(false);
  });

  it("runs flight data only as the data Next writes", () => {
    expect(runs(FLIGHT)).toBe(true);
    expect(runs('self.__next_f.push([1,"\\u003cscript\\u003e\\u0026\\n"])')).toBe(true);
    expect(runs('self.__next_f.push([3,"AAEC"])')).toBe(true);
    const injected = [
      "self.__next_f.push(alert(1))",
      'self.__next_f.push([1,"x"],alert(1))',
      'self.__next_f.push([1,"x"]);alert(1)',
      // JSON, but not what Next writes: another kind, another value, other spacing or escapes.
      'self.__next_f.push([1, "x"])',
      'self.__next_f.push([1,"x",2])',
      'self.__next_f.push([2,"x"])',
      'self.__next_f.push([1,{"x":1}])',
      'self.__next_f.push(["1","x"])',
      'self.__next_f.push([1,"\\u0078"])',
      'self.__next_f.push([1,"<\\/script>"])',
      'self.__next_f.push([3,"not base64!"])',
      "self.__next_f.push({})",
      "self.__next_f.push([0])",
      "(self.__next_f=self.__next_f||[]).push([0]);alert(1)",
      "(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([1,alert(1)])",
    ];
    for (const script of injected) expect(runs(script)).toBe(false);
    // A server action's answer starts the queue with its form state.
    expect(runs(`${FLIGHT_INIT};self.__next_f.push([2,{"a":["b"]}])`)).toBe(true);
  });

  it("runs a bundler bootstrap only when it is the build's own, exactly", () => {
    expect(runs(BUNDLER)).toBe(true);
    const other = [
      BUNDLER.replace("static/chunks/a.js", "static/chunks/../../api/evil"),
      BUNDLER.replace('"runtimeModuleIds":[1]', '"runtimeModuleIds":[2]'),
      BUNDLER.replace(");", ")"),
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({});',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1));',
    ];
    for (const script of other) expect(runs(script)).toBe(false);
  });
});

describe("the page read as a browser reads it (parse5, issue 34)", () => {
  /** The loaders' lists of script attributes, as the page now carries them. */
  const loaderTags = (html: string) =>
    [...html.matchAll(/<script>\(function\(s,d\)[^<]*\((\[.*?\]),document\)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? "[]") as [string, string][][],
    );

  it("hashes the script after one whose end tag has a space before its `>`", () => {
    const { hashes } = prepareDocument(`<script>x</script ><script>${FLIGHT}</script>`);
    expect(hashes).toEqual([hashOf(FLIGHT)]);
  });

  it("hashes a script whose attribute holds a `>` inside its quotes", () => {
    const { hashes } = prepareDocument(`<script id="a>b">${FLIGHT}</script>`);
    expect(hashes).toEqual([hashOf(FLIGHT)]);
  });

  it("hashes a script after a comment that holds an unclosed `<script>`", () => {
    const { hashes } = prepareDocument(`<!-- <script> --><script>${FLIGHT}</script>`);
    expect(hashes).toEqual([hashOf(FLIGHT)]);
  });

  it("hashes a script's text with its line breaks as the browser normalizes them", () => {
    // A build whose bootstrap (of two routes) holds a line break, as Next joins them.
    const build = buildScriptsFrom({
      files: [],
      manifest: { chunkLoadingGlobal: "T", pagesChunkGroupBootstrapParams: { "/": {} } },
      assetPrefix: "",
      deploymentId: "",
      writeBootstrap: () => "self.a=1\nself.b=2",
    });
    const { hashes } = prepareDocumentOf("<script>self.a=1\r\nself.b=2</script>", build);
    expect(hashes).toEqual([hashOf("self.a=1\nself.b=2")]);
  });

  it("reads the build's tags with single-quoted, unquoted, upper-case or encoded attributes", () => {
    const page = [
      "<head><script src='/_next/static/chunks/a.js' async></script>",
      '<SCRIPT SRC=&#x2F;_next/static/chunks/b.js ASYNC=""></SCRIPT></head>',
    ].join("");
    const { html, hashes } = prepareDocument(page);
    expect(loaderTags(html)).toEqual([
      [
        [
          ["src", "/_next/static/chunks/a.js"],
          ["async", ""],
          ["integrity", integrityOf(bytesOf("static/chunks/a.js"))],
        ],
        [
          ["src", "/_next/static/chunks/b.js"],
          ["async", ""],
          ["integrity", integrityOf(bytesOf("static/chunks/b.js"))],
        ],
      ],
    ]);
    expect(hashes).toHaveLength(1);
  });

  it("loads the file a repeated src names for the browser, the first, and only that one", () => {
    const tag = '<script src="/_next/static/chunks/a.js" src="https://evil.example/x.js"></script>';
    const { html } = prepareDocument(tag);
    const integrity = integrityOf(bytesOf("static/chunks/a.js"));
    expect(loaderTags(html)).toEqual([
      [
        [
          ["src", "/_next/static/chunks/a.js"],
          ["integrity", integrity],
        ],
      ],
    ]);
    expect(html).not.toContain("evil.example");
  });

  it("leaves alone what only looks like a script: in a comment, <noscript>, <title>, SVG", () => {
    const pages = [
      `<!-- <script>${FLIGHT}</script> -->`,
      '<body><noscript><script src="/_next/static/chunks/a.js"></script></noscript></body>',
      `<head><title><script>${FLIGHT}</script></title></head>`,
      `<body><svg><script>${FLIGHT}</script></svg></body>`,
      // The script data escape: this is one script, whose text is not Next's.
      `<script><!--<script></script><script>${FLIGHT}</script>--></script>`,
      // Cut short: the browser never runs a script without its end tag.
      `<script>${FLIGHT}`,
    ];
    for (const page of pages) expect(prepareDocument(page)).toEqual({ html: page, hashes: [] });
  });

  it("hashes a script the browser runs after CDATA-looking text (a comment up to its first `>`)", () => {
    const { hashes } = prepareDocument(`<body><![CDATA[ x ><script>${FLIGHT}</script> ]]></body>`);
    expect(hashes).toEqual([hashOf(FLIGHT)]);
  });

  it("hashes a template's scripts and ends a script at the first `</script`", () => {
    expect(prepareDocument(`<template><script>${FLIGHT}</script></template>`).hashes).toEqual([
      hashOf(FLIGHT),
    ]);
    const cut = 'self.__next_f.push([1,"</script>"])';
    expect(prepareDocument(`<script>${cut}</script>`).hashes).toEqual([]);
  });
});

describe("fillPolicy", () => {
  const policy = `default-src 'self'; script-src 'strict-dynamic' ${HASHES_PLACEHOLDER} 'self'`;

  it("puts the hashes where the placeholder stood", () => {
    expect(fillPolicy(policy, ["'sha256-a'", "'sha256-b'"])).toBe(
      "default-src 'self'; script-src 'strict-dynamic' 'sha256-a' 'sha256-b' 'self'",
    );
  });

  it("removes the placeholder when there is nothing to hash", () => {
    expect(fillPolicy(policy, [])).toBe("default-src 'self'; script-src 'strict-dynamic' 'self'");
  });
});
