/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openApiDocument } from "@/lib/api/openapi";
import { allOperations } from "@/lib/api/operations";

type Doc = {
  servers: { url: string }[];
  paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>>;
};

const servers = [
  { url: "https://www.atelier.example", description: "Retail store web" },
  {
    url: "https://dept.atelier.example",
    description: "Retail stores dept-westchester, dept-manhattan",
  },
];
const doc = openApiDocument(allOperations, servers) as Doc;
const operations = Object.values(doc.paths).flatMap((byMethod) => Object.values(byMethod));

describe("the OpenAPI document partners generate clients from", () => {
  jest.setTimeout(120_000);

  it("passes redocly's recommended lint with no error or warning", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "openapi-"));
    try {
      const file = path.join(dir, "openapi.json");
      writeFileSync(file, JSON.stringify(doc));
      const redocly = path.join(process.cwd(), "node_modules", ".bin", "redocly");
      const run = spawnSync(redocly, ["lint", file, "--extends=recommended", "--format=json"], {
        encoding: "utf8",
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
      });
      const report = JSON.parse(run.stdout) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; message: string }[];
      };
      expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("names every operation once", () => {
    const ids = operations.map((op) => op.operationId);
    expect(ids.every((id) => typeof id === "string" && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(["placeOrder", "login", "showOrder"]));
  });

  it("declares security on every operation: the XSRF pair on every write", () => {
    const place = doc.paths["/api/external/placeOrder"]?.post;
    expect(place?.security).toEqual(
      expect.arrayContaining([{ xsrfToken: [] }, { apiToken: [], xsrfToken: [] }]),
    );
    const catalogue = doc.paths["/api/external/public/limited-edition"]?.get;
    expect(catalogue?.security).toEqual([]);
    const orders = doc.paths["/api/external/customer/orders"]?.get;
    expect(orders?.security).toEqual([{ apiToken: [] }, { bearerToken: [] }, { webSession: [] }]);
    for (const op of operations) expect(Array.isArray(op.security)).toBe(true);
  });

  it("lists the stores' own origins as servers", () => {
    expect(doc.servers.map((s) => s.url)).toEqual(servers.map((s) => s.url));
  });
});
