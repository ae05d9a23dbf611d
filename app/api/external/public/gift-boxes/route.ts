// GET /api/external/public/gift-boxes – not in spec 7: the boxes the cart page offers
import { handle } from "@/lib/api/handler";
import { listGiftBoxesOperation } from "@/lib/api/operations/cart-extras";
import { listGiftBoxes } from "@/lib/cart/gift-boxes";

export const GET = handle(listGiftBoxesOperation, async (ctx) => listGiftBoxes(ctx.db));
