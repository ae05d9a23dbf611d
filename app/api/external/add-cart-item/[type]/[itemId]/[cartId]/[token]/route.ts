// GET /api/external/add-cart-item/{type}/{itemId}/{cartId}/{token} – spec 7, Cart and orders
import { cartItemRoute } from "@/lib/api/cart-item-route";
import { addCartItem } from "@/lib/api/operations/orders";
import { addToCart } from "@/lib/cart/service";

export const GET = cartItemRoute(addCartItem, addToCart);
