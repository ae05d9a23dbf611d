import { buildCatalogue } from "../lib/catalogue/build";
import { catalogueDir } from "../lib/catalogue/paths";
import { openDatabase } from "../lib/db/open";

async function main() {
  const database = await openDatabase();
  try {
    const started = Date.now();
    const dir = catalogueDir();
    const result = await buildCatalogue(database.db, dir);
    console.log(
      `Catalogue built in ${dir} (${Date.now() - started} ms): ${result.written} written, ` +
        `${result.unchanged} unchanged, ${result.removed} removed, digest ${result.digest}.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
