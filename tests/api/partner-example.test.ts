import { execFileSync } from "node:child_process";
import { BASE_URL } from "./support/http";

// Issue 15: a partner generates a client from the OpenAPI document (openapi-typescript), the
// order script type-checks against it, and places a guest order through it.
describe("the partner example", () => {
  jest.setTimeout(180_000);

  it("generates a client from the store's document and places a guest order with it", () => {
    const output = execFileSync("bash", ["scripts/partner/run.sh", BASE_URL], {
      encoding: "utf8",
      env: { ...process.env, npm_config_loglevel: "error" },
    });
    expect(output).toMatch(/wrote scripts\/partner\/api\.d\.ts/);
    expect(output).toMatch(/placed order AA-[A-Z0-9]{8}/);
  });
});
