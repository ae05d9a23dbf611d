import type { Db } from "@/lib/db/types";

/**
 * Publishes the catalogue from a test file's database into CATALOGUE_DIR, as the seed does. The
 * lib modules are imported here, late, so that the file's environment and mocks come first.
 */
export async function publishCatalogue(db: Db): Promise<void> {
  const { buildCatalogue } = await import("@/lib/catalogue/build");
  const { catalogueDir } = await import("@/lib/catalogue/paths");
  const { deliveryClaimHolds } = await import("@/lib/delivery/claim-check");
  await buildCatalogue(db, catalogueDir(), deliveryClaimHolds);
}
