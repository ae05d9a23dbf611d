// GET /api/external/remove-cart-item/{type}/{itemId}/{cartId}/{token} – spec 7, Cart and orders
import { cartItemRoute } from "@/lib/api/cart-item-route";
import { removeCartItem } from "@/lib/api/operations/orders";
import { removeFromCart } from "@/lib/cart/service";

export const GET = cartItemRoute(removeCartItem, removeFromCart);
