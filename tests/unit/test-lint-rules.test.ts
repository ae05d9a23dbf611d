/**
 * @jest-environment node
 */
import { ESLint, RuleTester } from "eslint";
import { testRules } from "../../eslint/test-rules.mjs";

// RuleTester reports through describe/it: each case below is a jest test of its own.
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: "module" } });
const rule = testRules.rules["status-only-after-write"];
const statusOnly = [{ messageId: "statusOnly" }];

tester.run("tests/status-only-after-write", rule, {
  valid: [
    // Reads back what the write changed.
    `it("saves", async () => {
      const reply = await client.send("POST", "/a", {});
      expect(reply.status).toBe(200);
      expect((await client.get("/a")).json().content).toEqual([1]);
    });`,
    // The refusal's body names the reason.
    `it("refuses", async () => {
      const reply = await client.request("DELETE", "/a");
      expect([reply.status, reply.json().message]).toEqual([409, "Ordered."]);
    });`,
    // A helper of ours that asserts more than the status.
    `test("is a 404 page", async () => {
      await client.send("PUT", "/a", {});
      expect(reply.status).toBe(404);
      expectShelled404(reply);
    });`,
    // Reads only: the rule is about writes.
    `it("reads", async () => {
      expect((await client.get("/a")).status).toBe(200);
    });`,
    // A body field called status is the body, not the status line.
    `it("places", async () => {
      const placed = await client.send("POST", "/placeOrder", {});
      expect(placed.json().content.cart.status).toBe("placed");
    });`,
  ],
  invalid: [
    {
      code: `it("w", async () => { const r = await c.send("POST", "/a"); expect(r.status).toBe(200); });`,
      errors: statusOnly,
    },
    // Statuses gathered in a list.
    {
      code: `it.each([1])("w %s", async () => {
        const statuses = [];
        for (const x of xs) statuses.push((await c.send("POST", "/a", x)).status);
        expect(statuses.slice(0, 10)).toEqual([200]);
        expect(replies.map((r) => r.status)).toEqual([200, 429]);
      });`,
      errors: statusOnly,
    },
    // The status on the matcher's side.
    {
      code: `test("w", async () => {
        const r = await c.request("PATCH", "/a");
        expect([302, 303]).toContain(r.status);
      });`,
      errors: statusOnly,
    },
  ],
});

describe("the lint step applies the test rules to the suites", () => {
  const eslint = new ESLint({ cwd: process.cwd() });
  jest.setTimeout(60_000);
  const rulesFor = async (text: string, filePath: string) => {
    const [result] = await eslint.lintText(text, { filePath });
    return (result?.messages ?? []).map((m) => m.ruleId);
  };

  it.each([
    [
      "a test with no assertion",
      'it("x", async () => { await get("/a"); });\n',
      "jest/expect-expect",
    ],
    [
      "an expectation behind a branch",
      'it("x", () => { const r = f(); if (r.ok) expect(r.v).toBe(1); });\n',
      "jest/no-conditional-expect",
    ],
    [
      "a write checked by its status only",
      'it("x", async () => { const r = await c.send("POST", "/a"); expect(r.status).toBe(200); });\n',
      "tests/status-only-after-write",
    ],
    ["a skipped test", 'it.skip("x", () => { expect(1).toBe(1); });\n', "jest/no-disabled-tests"],
  ])("an API test file: %s", async (_name, text, rule) => {
    expect(await rulesFor(text, "tests/api/probe.test.ts")).toContain(rule);
  });

  it("an e2e file: a skipped test, and a test without an assertion", async () => {
    const text = [
      'import { test } from "@playwright/test";',
      'test("x", async ({ page }) => { test.skip(true, "gone"); await page.goto("/"); });',
      "",
    ].join("\n");
    const rules = await rulesFor(text, "tests/e2e/probe.spec.ts");
    expect(rules).toContain("playwright/no-skipped-test");
    expect(rules).toContain("playwright/expect-expect");
  });

  it("an e2e test that asserts through a helper of ours passes", async () => {
    const text = [
      'import { test } from "@playwright/test";',
      'import { expectAxeClean } from "./support";',
      'test("x", async ({ page }) => { await page.goto("/"); await expectAxeClean(page); });',
      "",
    ].join("\n");
    expect(await rulesFor(text, "tests/e2e/probe.spec.ts")).toEqual([]);
  });
});
