// POST /api/external/gift-codes – spec 7, Cart and orders
import { handle } from "@/lib/api/handler";
import { cartActor } from "@/lib/cart/actor";
import { createGiftCode } from "@/lib/api/operations/cart-extras";
import { createGiftCode as create } from "@/lib/cart/gift-codes";

export const POST = handle(createGiftCode, async (ctx) =>
  create(ctx.db, await cartActor(ctx), ctx.body),
);
