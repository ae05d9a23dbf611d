import { PassThrough } from "node:stream";
import { Suspense, use } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { isReactStreamingScript, prepareDocument } from "../../lib/security/served-html.mjs";
import { testBuild } from "./support/build-scripts";

// A per-request page whose Suspense boundary resolves after the shell streams React's own inline
// scripts ($RC, ...). Seen on PostgreSQL in CI: unhashed, they were refused and the late content
// never moved into place. Rendered here for real, with the react-dom the project installs.
function Late({ ready }: { ready: Promise<string> }) {
  return <p>{use(ready)}</p>;
}

async function streamedPage(): Promise<string> {
  let resolve: (value: string) => void = () => {};
  const ready = new Promise<string>((done) => (resolve = done));
  const page = (
    <html>
      <body>
        <Suspense fallback={<p>Loading…</p>}>
          <Late ready={ready} />
        </Suspense>
      </body>
    </html>
  );
  return new Promise((done, fail) => {
    const sink = new PassThrough();
    const chunks: Buffer[] = [];
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => done(Buffer.concat(chunks).toString("utf8")));
    const stream = renderToPipeableStream(page, {
      onShellReady() {
        stream.pipe(sink);
        setTimeout(() => resolve("The City Tote"), 10);
      },
      onShellError: fail,
    });
  });
}

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => m[2] ?? "");

describe("React's streaming scripts on a per-request page", () => {
  let html = "";
  beforeAll(async () => {
    html = await streamedPage();
  });

  it("streams a late boundary with React's inline instructions", () => {
    expect(html).toContain("The City Tote");
    expect(inlineScripts(html).some((body) => body.includes("$RC"))).toBe(true);
  });

  it("hashes every one of them, so the late content moves into place", () => {
    const prepared = prepareDocument(html, testBuild([]));
    const hashed = new Set(prepared.hashes);
    for (const body of inlineScripts(prepared.html)) {
      expect(isReactStreamingScript(body)).toBe(true);
      expect(hashed.size).toBeGreaterThan(0);
    }
    expect(prepared.hashes).toHaveLength(new Set(inlineScripts(prepared.html)).size);
  });

  it("refuses the same shape with code of its own", () => {
    const [script = ""] = inlineScripts(html).filter((body) => body.includes("$RC"));
    expect(isReactStreamingScript(script)).toBe(true);
    expect(
      isReactStreamingScript(script.replace("function(", "function(){fetch('//x')};(function(")),
    ).toBe(false);
    expect(isReactStreamingScript('$RC("B:0","S:0");alert(1)')).toBe(false);
    expect(isReactStreamingScript('$RC=function(){alert(1)};$RC("B:0","S:0")')).toBe(false);
    expect(isReactStreamingScript('$RC("B:0","S:0")')).toBe(true);
  });

  it("accepts only the one call React writes, its arguments React's own (issue 35)", () => {
    const [script = ""] = inlineScripts(html).filter((body) => body.includes("$RC"));
    const runtime = script.slice(0, script.lastIndexOf('$RC("'));
    expect(runtime.length).toBeGreaterThan(100);
    const accepted = [
      '$RC("B:1f","S:1f")',
      '$RS("S:2","P:2")',
      '$RX("B:3")',
      '$RX("B:3","digest \\u003c1")',
      '$RR("B:4","S:4",[["/_next/static/chunks/a.css","high"]])',
      `${runtime}$RC("B:5","S:5")`,
      "requestAnimationFrame(function(){$RT=performance.now()});",
    ];
    for (const body of accepted) expect(isReactStreamingScript(body)).toBe(true);
    const refused = [
      '$RC("B:0",alert(1))',
      '$RC("x","y")',
      '$RC("B:0","S:1")',
      '$RC("B:00","S:00")',
      '$RC("B:0","S:0")$RS("S:1","P:1")',
      '$RC("B:0","S:0");$RC("B:1","S:1")',
      '$RC( "B:0","S:0")',
      '$RX("B:0",{"a":1})',
      '$RX("B:0","<")',
      '$RR("B:0","S:0",[[{"href":1}]])',
      '$RR("B:0","S:0",[["a<b"]])',
      `${runtime}${runtime}$RC("B:5","S:5")`,
      `${runtime}`.replace("document", "window.opener.document"),
      "",
    ];
    for (const body of refused) expect(isReactStreamingScript(body)).toBe(false);
  });
});
