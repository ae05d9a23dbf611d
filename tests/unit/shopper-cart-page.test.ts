/**
 * @jest-environment node
 */
import { rendersShopperCart } from "@/lib/shell/shopper-cart-page.mjs";

/** Issue 27: the one rule the proxy and server.mjs's page copies share for `/cart`. */
describe("rendersShopperCart", () => {
  it.each([
    ["/cart", "cart_id=5f0c6a8e"],
    ["/cart", "retail_store=web; cart_id=5f0c6a8e; cart_count=1"],
    ["/cart", "a=1;cart_id=x"],
  ])("%s with %s is drawn for the shopper", (path, cookie) => {
    expect(rendersShopperCart(path, cookie)).toBe(true);
  });

  it.each<[string, string | null]>([
    ["/cart", null],
    ["/cart", ""],
    ["/cart", "cart_id="],
    ["/cart", "cart_id=; cart_count=0"],
    ["/cart", "xcart_id=5f0c6a8e"],
    ["/cart", "my_cart_id=5f0c6a8e"],
    ["/cart/", "cart_id=5f0c6a8e"],
    ["/cart/5f0c6a8e", "cart_id=5f0c6a8e"],
    ["/", "cart_id=5f0c6a8e"],
  ])("%s with %s is the shared page", (path, cookie) => {
    expect(rendersShopperCart(path, cookie)).toBe(false);
  });
});
