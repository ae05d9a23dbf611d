import { existsSync } from "node:fs";
import path from "node:path";
import { imagePath } from "../../lib/catalogue/image-url";
import { buildCatalogue } from "../../lib/catalogue/build";
import { deliveryClaimHolds } from "../../lib/delivery/claim-check";
import { catalogueDir } from "../../lib/catalogue/paths";
import { z } from "zod";
import type { Database } from "../../lib/db/open";
import {
  disableDemoCredentials,
  restoreDemoCredentials,
  type DemoCleanup,
} from "../../lib/deployment/demo-credentials";
import { buildArtwork } from "../artwork";
import { buildContentImages } from "../content-images";
import { buildOgImages } from "../og-images";
import * as catalogue from "./catalogue";
import { catalogueRows } from "./catalogue-rows";
import { contentPages } from "./content";
import { contentRows } from "./content-rows";
import { demoRows } from "./demo";
import { referenceRows } from "./reference";
import { emptyRows, insertRows } from "./rows";

export type SeedReport = {
  inserted: Record<string, number>;
  insertedTotal: number;
  artwork: { written: number; unchanged: number };
  contentImages: { written: number; unchanged: number };
  ogImages: { written: number; unchanged: number };
  catalogue: { written: number; unchanged: number; removed: number; digest: string };
  /** Outside demo mode: how many demo credentials were disabled (null in demo mode). */
  demoCleanup: DemoCleanup | null;
  ms: number;
};

/**
 * What a seed inserts. Reference data always (stores, countries, lookup types); the demo
 * catalogue and content when asked; the demo's people, PINs, passwords and promo codes only in
 * demo mode, which also brings the catalogue. Outside demo mode the published credentials are
 * disabled (lib/deployment/demo-credentials.ts), whatever APP_ENV and SITE_URL say.
 */
export type SeedPlan = { demo: boolean; catalogue: boolean };

export const DEMO_SEED_IN_PRODUCTION =
  "Refusing --demo on a production store (APP_ENV=production without DEMO=1): the demo people's PINs, password and promo codes are published in the README, so they would be back doors. Seed without --demo, or run the demo with DEMO=1.";

export const RESET_IN_PRODUCTION =
  "Refusing db:reset on a production store (APP_ENV=production without DEMO=1): it drops every table. Restore from a backup, or run the migrations and db:seed instead.";

/** db:reset drops everything: never on a production store. */
export function checkReset(demoEnv: boolean, appEnv: string): void {
  if (appEnv === "production" && !demoEnv) throw new Error(RESET_IN_PRODUCTION);
}

const planArgs = z.array(
  z.enum(["--demo", "--catalogue"], {
    error: "db:seed takes --catalogue (the demo catalogue and content) or --demo (DEMO=1) only",
  }),
);

/**
 * `npm run db:seed [-- --catalogue | --demo]`, and DEMO=1 from the environment. `--demo` on a
 * production store (APP_ENV=production without DEMO=1) is refused here, before anything is
 * written: the demo people's PINs and password are published, so on a real store they are back
 * doors (start-up would refuse the database afterwards; better never to write them).
 */
export function seedPlan(args: string[], demoEnv: boolean, appEnv = "development"): SeedPlan {
  const parsed = planArgs.safeParse(args);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? "bad arguments");
  if (parsed.data.includes("--demo") && !demoEnv && appEnv === "production") {
    throw new Error(DEMO_SEED_IN_PRODUCTION);
  }
  const demo = demoEnv || parsed.data.includes("--demo");
  return { demo, catalogue: demo || parsed.data.includes("--catalogue") };
}

export const describePlan = (plan: SeedPlan) =>
  plan.demo
    ? "Seeding the DEMO (DEMO=1): reference data, the demo catalogue, and the demo people with their published PINs, password and promo codes."
    : `Seeding reference data${plan.catalogue ? " and the demo catalogue" : ""}; no demo people or codes (DEMO=1 is the demo).`;

/**
 * Migrates, inserts what the plan asks for (skipping rows already there), draws the art, builds
 * the catalogue cache.
 */
export async function seed(
  database: Database,
  dirs: { publicDir?: string; catalogueDir?: string },
  plan: SeedPlan,
): Promise<SeedReport> {
  const started = Date.now();
  await database.migrate();
  const rows = emptyRows();
  referenceRows(rows);
  if (plan.catalogue) {
    catalogueRows(rows, catalogue);
    contentRows(rows, contentPages);
  }
  if (plan.demo) demoRows(rows);
  const inserted = await insertRows(database.db, rows);
  const demoCleanup = plan.demo
    ? await restoreDemoCredentials(database.db).then(() => null)
    : await disableDemoCredentials(database.db);
  const publicDir = dirs.publicDir ?? path.resolve(process.cwd(), "public");
  // The artwork and content images belong to the demo catalogue: a reference seed draws none.
  const none = { written: 0, unchanged: 0 };
  const [artwork, contentImages] = plan.catalogue
    ? await Promise.all([buildArtwork(publicDir), buildContentImages(publicDir)])
    : [none, none];
  const missing = rows.productImages
    .map((image) => imagePath(image.fileName, "svg"))
    .filter((file) => !existsSync(path.join(publicDir, file)));
  if (missing.length > 0) throw new Error(`Seeded images without artwork: ${missing.join(", ")}`);
  const ogImages = await buildOgImages(
    publicDir,
    rows.products.flatMap((product) => {
      const thumb = rows.productImages.find((i) => i.productId === product.id && i.sort === 0);
      return thumb
        ? [{ productName: product.name, thumbnailFileName: thumb.fileName, extension: "svg" }]
        : [];
    }),
  );
  const built = await buildCatalogue(
    database.db,
    dirs.catalogueDir ?? catalogueDir(),
    deliveryClaimHolds,
  );
  return {
    inserted,
    insertedTotal: Object.values(inserted).reduce((a, b) => a + b, 0),
    artwork: { written: artwork.written, unchanged: artwork.unchanged },
    contentImages,
    ogImages,
    catalogue: built,
    demoCleanup,
    ms: Date.now() - started,
  };
}
