import { readFileSync } from "node:fs";
import path from "node:path";

// Issue 24: the store and its tests run on a maintained Node.js LTS, and every place that names
// it names the same one.
const root = path.resolve(__dirname, "../..");
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const major = (version: string) => Number(/(\d+)/.exec(version)?.[1]);

describe("the Node.js runtime", () => {
  it("is a maintained LTS (24 or newer) in this very test run", () => {
    expect(major(process.versions.node)).toBeGreaterThanOrEqual(24);
  });

  it("is the one package.json brings, .nvmrc names and engines require", () => {
    const brought = pkg.devDependencies.node ?? "";
    expect(major(brought)).toBe(24);
    expect(major(readFileSync(path.join(root, ".nvmrc"), "utf8"))).toBe(major(brought));
    expect(pkg.engines.node).toBe(">=24.11.0");
    expect(major(process.versions.node)).toBe(major(brought));
  });
});
