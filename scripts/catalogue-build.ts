import { buildCatalogue } from "../lib/catalogue/build";
import { notifyServers } from "../lib/catalogue/notify-servers";
import { catalogueDir } from "../lib/catalogue/paths";
import { deliveryClaimHolds } from "../lib/delivery/claim-check";
import { env } from "../lib/env";
import { openDatabase } from "../lib/db/open";
import { closeSharedRedis } from "../lib/shared-state/redis";

async function main() {
  const database = await openDatabase();
  try {
    const started = Date.now();
    const dir = catalogueDir();
    const result = await buildCatalogue(database.db, dir, deliveryClaimHolds);
    console.log(
      `Catalogue built in ${dir} (${Date.now() - started} ms): ${result.written} written, ` +
        `${result.unchanged} unchanged, ${result.removed} removed, digest ${result.digest}.`,
    );
    const { REVALIDATE_URLS, REVALIDATE_SECRET } = env();
    if (result.written + result.removed > 0 && REVALIDATE_URLS && REVALIDATE_SECRET) {
      const urls = REVALIDATE_URLS.split(",")
        .map((u) => u.trim())
        .filter(Boolean);
      for (const line of await notifyServers(urls, REVALIDATE_SECRET)) console.log(line);
    }
  } finally {
    await database.close();
    await closeSharedRedis();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
