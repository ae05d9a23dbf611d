import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { waitForHttp } from "./process";

/**
 * The control every benchmark compares against: a Next app with the store's own next and react
 * (resolved from the store's node_modules), built and served in a temporary folder. It has what
 * every store page pays for and nothing else: a proxy that rewrites each request under a store
 * segment like the store's, a prerendered page (`/empty`) and a page rendered per request
 * (`/dyn`). Ratios to it cancel out how busy this shared machine happens to be.
 */
const FILES: Record<string, string> = {
  "package.json": JSON.stringify({ name: "bench-control", private: true }),
  "app/layout.jsx": `export const metadata = { title: "Control" };
export default function Layout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  "app/s/[store]/empty/page.jsx": `export function generateStaticParams() {
  return [{ store: "web" }];
}
// One line of text: Lighthouse needs a contentful paint to score a page at all.
export const metadata = { description: "The control page of the benchmarks." };
export default function Empty() {
  return <main id="main"><h1>Control</h1></main>;
}
`,
  "app/s/[store]/dyn/page.jsx": `import { headers } from "next/headers";
export default async function Dyn({ params }) {
  const { store } = await params;
  const agent = (await headers()).get("user-agent") ?? "";
  return <main id="main">{store} {agent.length}</main>;
}
`,
  // Its own (empty) instrumentation hook: without one, Next found the store's instrumentation.ts
  // up the tree, and the store's go-live checks refused to start the control in production.
  "instrumentation.js": `export function register() {}
`,
  "proxy.js": `import { NextResponse } from "next/server";
export function proxy(request) {
  const url = request.nextUrl.clone();
  url.pathname = "/s/web" + url.pathname;
  return NextResponse.rewrite(url);
}
export const config = { matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"] };
`,
};

export type ControlApp = {
  base: string;
  pid: () => number;
  start: () => Promise<void>;
  stop: () => void;
};

export function controlApp(port: string): ControlApp {
  const root = process.cwd();
  // Under .data (ignored by git) rather than the system temp folder: the bundler resolves next
  // and react by walking up to the store's node_modules, which it will not follow out of its root.
  mkdirSync(path.join(root, ".data"), { recursive: true });
  const dir = mkdtempSync(path.join(root, ".data", "bench-control-"));
  const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
  let child: ChildProcess | null = null;
  return {
    base: `http://127.0.0.1:${port}`,
    pid: () => {
      if (!child?.pid) throw new Error("the control app is not running");
      return child.pid;
    },
    async start() {
      for (const [file, content] of Object.entries(FILES)) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), content);
      }
      writeFileSync(
        path.join(dir, "next.config.mjs"),
        `export default { poweredByHeader: false, turbopack: { root: ${JSON.stringify(root)} } };\n`,
      );
      execFileSync(process.execPath, [nextBin, "build"], {
        cwd: dir,
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: "" },
        stdio: ["ignore", "ignore", "inherit"],
      });
      child = spawn(process.execPath, [nextBin, "start", "-p", port], {
        cwd: dir,
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
        stdio: ["ignore", openSync(`${dir}.log`, "w"), openSync(`${dir}.log`, "a")],
      });
      await waitForHttp(`http://127.0.0.1:${port}/empty`);
    },
    stop() {
      child?.kill("SIGTERM");
      child = null;
      rmSync(dir, { recursive: true, force: true });
      rmSync(`${dir}.log`, { force: true });
    },
  };
}
