/**
 * The reliability suite (issue 12), against the server scripts/test-reliability.sh started:
 *   1. fuzz of every operation of the OpenAPI document (0 5xx, JSON on every API answer);
 *   2. the money races (no gift card in two carts, no unit sold twice, one charge per order);
 *   3. kill -9 during 40 placeOrders and a restart on the same data (nothing acknowledged lost,
 *      nothing left pending_payment, stock conserved, every paid order mailed).
 * Prints one summary line per part and exits non-zero when any invariant fails.
 */
import { crash, type CrashFigures } from "./crash";
import { fuzz, type FuzzFigures } from "./fuzz";
import { races, type RaceFigures } from "./races";

const BUDGET_MS = 290_000;
const started = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const log = (line: string) => console.log(`  ${line}`);

function details(title: string, lines: readonly string[], max = 15) {
  if (lines.length === 0) return;
  console.log(`  ${title}:`);
  for (const line of lines.slice(0, max)) console.log(`    ${line}`);
  if (lines.length > max) console.log(`    … and ${lines.length - max} more`);
}

function reportFuzz(f: FuzzFigures, took: string): boolean {
  const statuses = [...f.byStatus]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(" ");
  details("5xx answers", f.serverErrors);
  details("non-JSON answers under /api/external", f.notJson);
  details("answers holding a stack trace or internal path", f.stackTraces);
  details("requests with no answer", f.unanswered);
  console.log(
    `FUZZ: ${f.tried} requests tried over ${f.operations} operations, ${f.serverErrors.length} 5xx, ` +
      `${f.notJson.length} non-JSON API answers, ${f.stackTraces.length} stack traces, ` +
      `${f.unanswered.length} unanswered, ${f.limited} rate-limited (429), ` +
      `${f.cutOff} oversized uploads cut off (${took})`,
  );
  console.log(`  statuses: ${statuses}`);
  return (
    f.serverErrors.length + f.notJson.length + f.stackTraces.length + f.unanswered.length === 0
  );
}

function reportRaces(r: RaceFigures, took: string): boolean {
  for (const note of r.notes) log(note);
  details("violations", r.violations);
  console.log(
    `RACES: ${r.run} races run (${r.requests} concurrent requests), ${r.violations.length} violations, ` +
      `${r.oversold} units oversold, ${r.duplicateSales} duplicate sales, ${r.serverErrors} 5xx (${took})`,
  );
  return r.violations.length === 0;
}

function reportCrash(c: CrashFigures, took: string): boolean {
  details("answered before the kill with a refusal", c.refused);
  details("lost (acknowledged before the kill, not placed after)", c.lost);
  details("stuck in pending_payment after replay", c.stuck);
  details("stock not conserved", c.stock);
  details("paid orders without a confirmation mail", c.mailsMissing);
  details("orders without exactly one payment row", c.doubleCharged);
  details("replays that failed", c.failures);
  console.log(
    `CRASH: ${c.fired} fired, ${c.acknowledged} acknowledged before kill -9 (${c.inFlight} in flight), ` +
      `on disk at the kill: ${c.onDisk}; restart ${(c.restartMs / 1000).toFixed(1)} s, ${c.placed} placed after replay, ` +
      `lost ${c.lost.length}, stuck pending ${c.stuck.length}, stock delta ${c.stockDelta}, ` +
      `mails missing ${c.mailsMissing.length} (${c.resentAfterLease} resent after the lease, ` +
      `${c.duplicateMails} duplicates), payment rows off ${c.doubleCharged.length}, ` +
      `replays failed ${c.failures.length} (${took})`,
  );
  return (
    c.lost.length +
      c.stuck.length +
      c.stock.length +
      c.mailsMissing.length +
      c.doubleCharged.length +
      c.failures.length +
      c.refused.length ===
    0
  );
}

async function part<T>(
  name: string,
  run: () => Promise<T>,
  report: (r: T, took: string) => boolean,
) {
  const since = Date.now();
  console.log(`\n${name}`);
  try {
    return report(await run(), seconds(since));
  } catch (error) {
    console.log(`${name.toUpperCase()}: could not run: ${(error as Error).stack ?? String(error)}`);
    return false;
  }
}

async function main() {
  setTimeout(() => {
    console.log(`reliability suite: over its ${BUDGET_MS / 1000} s budget, stopping: FAILED`);
    process.exit(1);
  }, BUDGET_MS).unref();
  const results = [
    await part("fuzz", () => fuzz(log), reportFuzz),
    await part("races", races, reportRaces),
    await part("crash", () => crash(log), reportCrash),
  ];
  const passed = results.every(Boolean);
  console.log(`\nreliability suite: ${passed ? "passed" : "FAILED"} in ${seconds(started)}`);
  process.exit(passed ? 0 : 1);
}

void main();
