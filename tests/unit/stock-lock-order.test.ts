import { stockLinesInLockOrder } from "@/lib/checkout/reserve";
import type { LoadedCart } from "@/lib/cart/loaded-cart";

jest.mock("server-only", () => ({}));

/** The fields the lock order reads, as a loaded cart holds them. */
const line = (kind: string, id: string, stock: number | null) => ({
  kind,
  product: { id, stock },
  item: { quantity: 1 },
});
const lines = (...all: ReturnType<typeof line>[]) => all as unknown as LoadedCart["lines"];

describe("the order stock rows are locked in", () => {
  it("is the products' id order whatever the cart's order, so two orders never wait on each other", () => {
    const a = "0f1e2d3c-0000-4000-8000-000000000001";
    const b = "7a6b5c4d-0000-4000-8000-000000000002";
    const c = "e1d2c3b4-0000-4000-8000-000000000003";
    const first = stockLinesInLockOrder(lines(line("product", c, 3), line("product", a, 1)));
    const second = stockLinesInLockOrder(
      lines(line("product", a, 1), line("product", b, 2), line("product", c, 3)),
    );
    expect(first.map((l) => l.product.id)).toEqual([a, c]);
    expect(second.map((l) => l.product.id)).toEqual([a, b, c]);
  });

  it("leaves out what is not counted stock (made to order, gift cards)", () => {
    const picked = stockLinesInLockOrder(
      lines(line("product", "b", null), line("configured", "a", 4), line("product", "c", 2)),
    );
    expect(picked.map((l) => l.product.id)).toEqual(["c"]);
  });
});
