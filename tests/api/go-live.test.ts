import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, ROOT } from "./support/server-process";

/**
 * The built server (the test build in $NEXT_DIST_DIR, no second build) started as a real store
 * would be: APP_ENV=production, no DEMO. Unsafe settings stop it with every problem named; the
 * demo and a safe store start. Each run has its own embedded database in a scratch folder.
 */
const scratch = mkdtempSync(path.join(os.tmpdir(), "go-live-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The environment of a real host: nothing of the test harness's demo set-up leaks in. */
function hostEnv(dataDir: string, extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    "DEMO",
    "DATABASE_URL",
    "REDIS_URL",
    "SMTP_URL",
    "MAIL_TRANSPORT",
    "PAYMENTS_REQUIRE_LIVE",
    "SITE_URL",
    "BASE_URL",
    "PGLITE_DIR",
    "APP_ENV",
    "PORT",
    "ALLOW_STORE_OVERRIDE",
    "STRIPE_SECRET_KEY",
    "STRIPE_PUBLISHABLE_KEY",
    "PAYPAL_CLIENT_ID",
    "PAYPAL_CLIENT_SECRET",
    "PAYPAL_ENV",
    "WALLET_MERCHANT_ID",
    "WALLET_ACCESS_KEY",
    "WALLET_SECRET_KEY",
    "WALLET_CLIENT_ID",
    "WALLET_ENV",
    "FINANCING_PUBLIC_KEY",
    "FINANCING_PRIVATE_KEY",
    "FINANCING_ENV",
  ])
    delete env[name];
  return {
    ...env,
    NODE_ENV: "production",
    APP_ENV: "production",
    DATA_DIR: dataDir,
    CATALOGUE_DIR: path.join(dataDir, "catalogue"),
    SESSION_SECRET: "go-live-test-session-secret-0123456789abcdef",
    HOSTNAME: "127.0.0.1",
    ...extra,
  };
}

type Run = { code: number | null; output: string; answered?: number };

/**
 * Runs a command until it exits. With `port`, once the server says it listens, asks it for the
 * API document (a request waits for start-up, register() included), keeps the status and stops
 * it. The guard only ends a run that hangs; nothing asserts on time.
 */
function run(args: string[], env: NodeJS.ProcessEnv, port?: number): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: "pipe" });
    let output = "";
    let asked = false;
    let answered: number | undefined;
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      // server.mjs says "> Ready on …", `next start` "✓ Ready in …".
      if (port && !asked && /> Ready on|Ready in/.test(output)) {
        asked = true;
        fetch(`http://127.0.0.1:${port}/api/external/openapi.json`)
          .then((reply) => {
            answered = reply.status;
          })
          .catch(() => undefined)
          .finally(() => child.kill("SIGTERM"));
      }
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    const guard = setTimeout(() => child.kill("SIGKILL"), 150_000);
    child.once("error", reject);
    child.once("exit", (code) => {
      clearTimeout(guard);
      resolve({ code, output, answered });
    });
  });
}

const tsx = (script: string, env: NodeJS.ProcessEnv, args: string[] = []) =>
  run(
    [
      path.join(ROOT, "node_modules/tsx/dist/cli.mjs"),
      "--conditions=react-server",
      script,
      ...args,
    ],
    env,
  );

const startServer = async (env: NodeJS.ProcessEnv) => {
  const port = await freePort();
  return run([path.join(ROOT, "server.mjs")], { ...env, PORT: String(port) }, port);
};

describe("npm start in production refuses an unsafe store", () => {
  it("an unmigrated database, no mail transport, simulated payments and no SITE_URL: all named, exit 1", async () => {
    const dataDir = path.join(scratch, "empty");
    const result = await startServer(hostEnv(dataDir, { PAYMENTS_REQUIRE_LIVE: "0" }));
    expect(result.code).not.toBe(0);
    expect(result.output).toContain("Refusing to start in production: 4 problems");
    expect(result.output).toContain("[database]");
    expect(result.output).toContain("[mail] mail has no transport");
    expect(result.output).toContain(
      "[payments] simulated payments are on (PAYMENTS_REQUIRE_LIVE=0)",
    );
    expect(result.output).toContain("[site-url] SITE_URL is not set");
    expect(result.answered).toBeUndefined();
  }, 180_000);

  it("a published session secret, http SITE_URL, store override and sandbox payments: each named", async () => {
    const dataDir = path.join(scratch, "unsafe");
    const result = await startServer(
      hostEnv(dataDir, {
        MAIL_TRANSPORT: "file",
        SESSION_SECRET: "test-only-session-secret-0123456789abcdef",
        SITE_URL: "http://shop.example",
        ALLOW_STORE_OVERRIDE: "1",
        STRIPE_SECRET_KEY: "sk_test_go_live",
        STRIPE_PUBLISHABLE_KEY: "pk_test_go_live",
        PAYPAL_CLIENT_ID: "sandbox-id",
        PAYPAL_CLIENT_SECRET: "sandbox-secret",
        WALLET_MERCHANT_ID: "SANDBOX",
        WALLET_ACCESS_KEY: "sandbox",
        WALLET_SECRET_KEY: "sandbox",
        WALLET_CLIENT_ID: "amzn1.application-oa2-client.sandbox",
        FINANCING_PUBLIC_KEY: "sandbox",
        FINANCING_PRIVATE_KEY: "sandbox",
      }),
    );
    expect(result.code).not.toBe(0);
    expect(result.answered).toBeUndefined();
    expect(result.output).toContain(
      "[session-secret] SESSION_SECRET is the test secret published in scripts/test-env.sh",
    );
    expect(result.output).toContain("[site-url] SITE_URL is http://shop.example, not https://");
    expect(result.output).toContain("[store-override] ALLOW_STORE_OVERRIDE=1");
    expect(result.output).toMatch(
      /\[payment-sandbox\] .*Stripe test keys.*PayPal sandbox \(PAYPAL_ENV\), wallet sandbox \(WALLET_ENV\), financing sandbox \(FINANCING_ENV\)/,
    );
  }, 180_000);

  it("no SESSION_SECRET: named", async () => {
    const env = hostEnv(path.join(scratch, "no-secret"), {});
    delete env.SESSION_SECRET;
    const result = await startServer(env);
    expect(result.code).not.toBe(0);
    expect(result.output).toContain("[session-secret] SESSION_SECRET is not set");
  }, 180_000);

  describe("on a database seeded as the demo", () => {
    const dataDir = path.join(scratch, "demo");
    const safe = { SITE_URL: "https://shop.example", MAIL_TRANSPORT: "file" };

    beforeAll(async () => {
      const seeded = await tsx("scripts/db-seed.ts", hostEnv(dataDir, { DEMO: "1" }));
      if (seeded.code !== 0) throw new Error(`demo seed failed:\n${seeded.output}`);
    }, 300_000);

    it("names its demo associates, editor and promo codes, exit 1", async () => {
      const result = await startServer(hostEnv(dataDir, safe));
      expect(result.code).not.toBe(0);
      expect(result.answered).toBeUndefined();
      expect(result.output).toContain("Refusing to start in production: 3 problems");
      expect(result.output).toContain(
        "demo sales associates with their published PINs: akim, dpatel, jmorales, rbrooks",
      );
      expect(result.output).toContain(
        "the demo editor with its published password: editor@atelier-ardent.test",
      );
      expect(result.output).toContain(
        "demo promo codes: ATELIER50, FIRSTBAG, GOODHEARTS10, SUMMER25, WELCOME15",
      );
    }, 180_000);

    it("the demo (DEMO=1) starts anyway, and says it is the demo", async () => {
      const result = await startServer(hostEnv(dataDir, { DEMO: "1", PAYMENTS_REQUIRE_LIVE: "0" }));
      expect(result.answered).toBe(200);
      expect(result.output).toContain("DEMO MODE (DEMO=1)");
    }, 180_000);

    it("after npm run db:migrate outside the demo, the same store starts", async () => {
      const migrated = await tsx("scripts/db-migrate.ts", hostEnv(dataDir, {}));
      expect(migrated.output).toContain(
        "Demo credentials disabled: 4 associate PINs, 1 editor passwords, 5 promo codes, 3 stylists.",
      );
      const result = await startServer(hostEnv(dataDir, safe));
      expect(result.output).not.toContain("Refusing to start");
      expect(result.answered).toBe(200);
      expect(result.output).not.toContain("DEMO MODE");
    }, 180_000);
  });
});

describe("a production build outside server.mjs", () => {
  it.each([
    ["a store", {}],
    ["the demo", { DEMO: "1", PAYMENTS_REQUIRE_LIVE: "0" }],
  ])(
    "next start refuses to start %s, saying why, exit 1",
    async (_, extra) => {
      const port = await freePort();
      const next = path.join(ROOT, "node_modules/next/dist/bin/next");
      const result = await run(
        [next, "start", "-p", String(port), "-H", "127.0.0.1"],
        hostEnv(path.join(scratch, "next-start"), extra),
        port,
      );
      expect(result.code).toBe(1);
      expect(result.output).toContain("Refusing to start outside server.mjs: 1 problem");
      expect(result.output).toContain("[server] not running under server.mjs");
      expect(result.answered).not.toBe(200);
    },
    180_000,
  );
});
