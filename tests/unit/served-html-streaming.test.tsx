import { PassThrough } from "node:stream";
import { Suspense, use } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { isReactStreamingScript, prepareDocument } from "../../lib/security/served-html.mjs";

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
    const prepared = prepareDocument(html);
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
});
