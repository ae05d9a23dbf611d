import { spawnSync } from "node:child_process";
import { signedInCustomer } from "./bench/account";
import { controlApp } from "./bench/control-app";
import { benchServer } from "./bench/server";

/**
 * bench:lighthouse — Lighthouse mobile on the control app's empty page and on the store's home,
 * product, configurator, cart, checkout and account page (a customer signed up for the run),
 * round by round in one Chromium, printed side by side with the targets (scripts/lighthouse.mjs does the auditing: it must stay plain
 * JavaScript, see there). Builds and serves both apps itself.
 */
// BENCH_NAME: its own build and data folders, so two builds (two branches, two configs) can be
// measured side by side.
const store = benchServer(
  process.env.BENCH_PORT ?? "3330",
  process.env.BENCH_NAME ?? "bench-lighthouse",
);
const control = controlApp(process.env.BENCH_CONTROL_PORT ?? "3331");

async function main(): Promise<number> {
  store.start();
  await control.start();
  try {
    const run = spawnSync(process.execPath, ["scripts/lighthouse.mjs"], {
      stdio: "inherit",
      env: {
        ...process.env,
        BASE_URL: store.base.replace("127.0.0.1", "localhost"),
        CONTROL_URL: control.base,
        ACCOUNT_COOKIE: await signedInCustomer(store.base, store.dataDir),
      },
    });
    return run.status ?? 1;
  } finally {
    control.stop();
    store.stop();
  }
}

main().then(
  (status) => process.exit(status),
  (error: unknown) => {
    console.error(error);
    control.stop();
    store.stop();
    process.exit(1);
  },
);
