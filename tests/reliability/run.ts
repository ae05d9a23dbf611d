/**
 * The reliability suite (issue 12): a fuzz of every API operation from the OpenAPI document and
 * the money races, against a running test server (scripts/test-reliability.sh starts one).
 * Prints its figures and exits non-zero on any 5xx, non-JSON API answer or race violation.
 */
import { fuzz } from "./fuzz";
import { races } from "./races";

async function main() {
  const started = Date.now();
  const fuzzed = await fuzz();
  console.log(
    `fuzz: ${fuzzed.tried} requests tried, ${fuzzed.serverErrors.length} 5xx, ` +
      `${fuzzed.notJson.length} non-JSON API answers, ${fuzzed.limited} rate-limited, ` +
      `${fuzzed.resets} oversized uploads cut off`,
  );
  for (const line of [...fuzzed.serverErrors, ...fuzzed.notJson].slice(0, 20)) {
    console.log(`  ${line}`);
  }
  const raced = await races();
  console.log(
    `races: ${raced.run} run, ${raced.violations.length} violations (oversold, double sold, double charged)`,
  );
  for (const line of raced.violations) console.log(`  ${line}`);
  console.log(`reliability suite: ${Math.round((Date.now() - started) / 1000)} s`);
  const failed = fuzzed.serverErrors.length + fuzzed.notJson.length + raced.violations.length > 0;
  process.exit(failed ? 1 : 0);
}

void main();
