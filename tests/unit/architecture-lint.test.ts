/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ESLint } from "eslint";

// The layer rules of docs/architecture.md are enforced by lint; these probes show that a break
// of each one is caught (each probe is linted as if it were a file at that path).
const probes: [string, string, string][] = [
  [
    "a domain error depending on the cart",
    "lib/errors/probe.ts",
    'import { cartNotFound } from "../cart/errors";\nexport const probe = cartNotFound;\n',
  ],
  [
    "a lower layer importing a higher one (cart -> checkout)",
    "lib/cart/probe.ts",
    'import { placeOrder } from "../checkout/place-order";\nexport const probe = placeOrder;\n',
  ],
  [
    "two folders of the same layer importing each other (cart -> share)",
    "lib/cart/probe.ts",
    'import { shareDesign } from "../share/send";\nexport const probe = shareDesign;\n',
  ],
  [
    "a page opening the database",
    "app/s/[store]/probe/page.tsx",
    'import { db } from "@/lib/db/client";\nexport const probe = db;\n',
  ],
  [
    "a component opening the database",
    "components/cart/probe.ts",
    'import { db } from "@/lib/db/client";\nexport const probe = db;\n',
  ],
  [
    "a pure module reading the catalogue files",
    "lib/configurator/probe.ts",
    'import { readAllProducts } from "../catalogue/read";\nexport const probe = readAllProducts;\n',
  ],
  [
    "lib reaching into components",
    "lib/cart/probe.ts",
    'import { CartScreen } from "@/components/cart/cart-screen";\nexport const probe = CartScreen;\n',
  ],
];

const LAYER_RULES = new Set(["boundaries/dependencies", "import/no-restricted-paths"]);

describe("lint holds the layers", () => {
  const eslint = new ESLint({ cwd: process.cwd() });
  jest.setTimeout(60_000);

  it.each(probes)("refuses %s", async (_name, filePath, text) => {
    const [result] = await eslint.lintText(text, { filePath });
    const rules = (result?.messages ?? []).map((m) => m.ruleId ?? "");
    expect(rules.some((rule) => LAYER_RULES.has(rule))).toBe(true);
  });

  it("allows an import that follows the layers (checkout -> cart)", async () => {
    const [result] = await eslint.lintText(
      'import { cartNotFound } from "../cart/errors";\nexport const probe = cartNotFound;\n',
      { filePath: "lib/checkout/probe.ts" },
    );
    expect((result?.messages ?? []).filter((m) => LAYER_RULES.has(m.ruleId ?? ""))).toEqual([]);
  });
});

describe("lint finds dead weight", () => {
  jest.setTimeout(120_000);

  it("runs knip as part of npm run lint", () => {
    const pkg = JSON.parse(readFileSync(path.join(process.cwd(), "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.lint).toMatch(/\bknip\b/);
  });

  it("knip fails on an unused export and an unused dependency", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "knip-probe-"));
    try {
      writeFileSync(
        path.join(dir, "package.json"),
        JSON.stringify({ name: "probe", private: true, dependencies: { "left-pad": "1.3.0" } }),
      );
      writeFileSync(
        path.join(dir, "index.ts"),
        'import { used } from "./util";\nconsole.log(used);\n',
      );
      writeFileSync(
        path.join(dir, "util.ts"),
        "export const used = 1;\nexport const forgotten = 2;\n",
      );
      writeFileSync(path.join(dir, "knip.json"), JSON.stringify({ entry: ["index.ts"] }));
      const knip = path.join(process.cwd(), "node_modules", ".bin", "knip");
      const run = spawnSync(knip, ["--no-progress"], { cwd: dir, encoding: "utf8" });
      expect(run.status).not.toBe(0);
      expect(run.stdout).toMatch(/left-pad/);
      expect(run.stdout).toMatch(/forgotten/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
