import { eq, sql } from "drizzle-orm";
import type { CartActor } from "@/lib/cart/service";
import * as schema from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";

/**
 * A cart holding a piece from stock and the City Tote's plain design (the starting look with the
 * optional monogram declined: every rule satisfied), and a gift box when asked: every kind a cart
 * read must price. The lib modules are imported here, late, so that a test file's environment
 * (PGLITE_DIR, CATALOGUE_DIR) and mocks are in place first.
 */
export async function cartWithPieceAndTote(db: Db, actor: CartActor, { giftBox = false } = {}) {
  const { createCart, addToCart } = await import("@/lib/cart/service");
  const { chooseGiftBox, listGiftBoxes } = await import("@/lib/cart/gift-boxes");
  const { designInput } = await import("@/lib/configured-products/service");
  const { createConfigured } = await import("@/lib/configured-products/repository");
  const { encodeState, initialState, reduce } = await import("@/lib/configurator");
  const { loadProduct } = await import("@/lib/catalogue/load-product");
  const [piece] = await db
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(sql`${schema.products.stock} > 5`)
    .limit(1);
  const [bag] = await db
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(eq(schema.products.name, "the-city-tote"));
  const tote = bag && (await loadProduct(db, bag.id));
  const foil = tote?.components.find((c) => c.key === "foil-monogram");
  if (!piece || !tote || !foil) throw new Error("the seed lacks a piece in stock or the tote");
  const plain = reduce(tote, initialState(tote), {
    type: "answer-optional",
    componentId: foil.id,
    value: false,
  });
  const design = await createConfigured(
    db,
    actor.owner,
    await designInput(db, "web", {
      data: encodeState(plain),
      product_id: tote.id,
      customization_stage_id: 0,
      customizer_version: "2",
    }),
  );
  const created = await createCart(db, actor, { kind: "product", id: piece.id });
  await addToCart(db, actor, created.cart.id, { kind: "configured_product", id: design.row.id });
  if (giftBox) {
    const [box] = await listGiftBoxes(db);
    if (box) await chooseGiftBox(db, actor, created.cart.id, { giftBoxId: box.id });
  }
  return { id: created.cart.id, pieceId: piece.id };
}
