/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import Cookies from "js-cookie";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { bagFallback } from "../../components/cart/bag-fallback";
import { CartScreen } from "../../components/cart/cart-screen";
import { RetailStoreProvider } from "../../components/layout/retail-store-provider";
import { NotificationsProvider } from "../../components/shell/notifications";
import { forgetCart } from "../../lib/cart/client";
import type { CartView } from "../../lib/cart/present";
import { HttpError } from "../../lib/http/client";
import { sectionsFor } from "../../lib/retail/sections";
import type { RetailStoreSlug } from "../../lib/retail/stores";
import type * as ApiMock from "./support/api-mock";
import { api, envelope } from "./support/api-mock";

jest.mock("../../lib/http/api-client", () =>
  jest.requireActual<typeof ApiMock>("./support/api-mock").apiClientMock(),
);
jest.mock("../../lib/cart/client", () => {
  const actual = jest.requireActual("../../lib/cart/client");
  return { ...actual, forgetCart: jest.fn(actual.forgetCart) };
});
const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

const mockedApi = jest.mocked(api);
const mockedForget = jest.mocked(forgetCart);

const CART_ID = "5f0c6a8e-1d2b-4c3a-9e8f-7a6b5c4d3e2f";
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const pivot = (n: number, createdAt: string, unitPrice: number, quantity = 1) => ({
  id: uuid(100 + n),
  created_at: createdAt,
  quantity,
  unit_price: unitPrice,
});

function cartView(overrides: Partial<CartView> = {}): CartView {
  return {
    id: CART_ID,
    cart: {
      id: CART_ID,
      number: null,
      status: "cart",
      currency: "USD",
      retail_store_id: uuid(9),
      comments: null,
      stylist: null,
      client_note: null,
      referral_source: null,
      referrer_email: null,
      receipt_number: null,
      promised_delivery: null,
      item_total: 239000,
      promo_total: 0,
      gift_code_total: 10500,
      adjustment_total: 0,
      included_tax_total: 21211,
      shipping_total: 0,
      total: 270711,
    },
    configured_products: [
      {
        id: uuid(1),
        data: "2.v1.p2~text~AB C~1",
        product: { id: uuid(11), name: "the-city-tote", label: "The City Tote" },
        image_url: `/api/external/public/configured-product-image/${uuid(1)}/bag.jpg`,
        price: 94000,
        summary: [{ component: "Body", choice: "Cognac Calfskin" }],
        personalizations: [{ text: "ABC", type: "text", placement: "Monogram" }],
        pivot: pivot(1, "2026-03-01T10:00:03.000Z", 94000),
      },
    ],
    products: [
      {
        id: uuid(2),
        name: "limited-edition-city-tote-emerald-croc",
        label: "Limited Edition City Tote, Emerald Croc",
        sku: "AA-LE-TOT-EMC",
        product_type: "stock",
        category: "limited-edition",
        image_url: "/images/tote.svg",
        starting_price: 145000,
        stock: 3,
        pivot: pivot(2, "2026-03-01T10:00:02.000Z", 145000),
      },
    ],
    gift_codes: [
      {
        id: uuid(3),
        amount: 10000,
        price: 10500,
        address: { name: "Ada Lovelace", line1: "1 Main St", city: "Hudson", state: "NY" },
        sender_name: "Grace",
        recipient_name: "Ada Lovelace",
        recipient_email: null,
        message: null,
        pivot: pivot(3, "2026-03-01T10:00:01.000Z", 10500),
      },
    ],
    gift_boxes: [],
    adjustments: [],
    sales_associate: null,
    promo_code: null,
    payments: [],
    item_count: 3,
    back_link: { href: "/bags/all-bags", label: "Continue designing" },
    ...overrides,
  };
}

const deferred = <T,>() => {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

/** The bag's dates as the server gives them: every line and the order by Tue 15 Dec. */
const DATES = { delivered_by: { date: "2026-12-15", label: "Tue 15 Dec" }, lines: [] };

/** Answers GETs of the cart with `view`, its dates with DATES, the gift-box list with nothing. */
function serve(view: CartView | (() => Promise<CartView>)) {
  mockedApi.mockImplementation(async (method: string, path: string) => {
    if (method === "GET" && path.startsWith("/cart-delivery-dates/")) return DATES;
    if (method === "GET" && path.startsWith("/orders/")) {
      return typeof view === "function" ? view() : view;
    }
    if (path === "/public/gift-boxes") return [];
    throw new Error(`unexpected call ${method} ${path}`);
  });
}

/** The bag as the cart page's server render hands it over (issue 27). */
type PageData = { fallback: Record<string, unknown>; cartId: string };

function cartTree(store: RetailStoreSlug = "web", pathId?: string, page?: PageData) {
  const retail = {
    store: {
      id: uuid(9),
      name: store,
      label: "Atelier Ardent",
      retailer: { name: "atelier-ardent", label: "Atelier Ardent" },
    },
    sections: sectionsFor(store),
  };
  const tree: ReactNode = (
    <SWRConfig
      value={{
        provider: () => new Map(),
        dedupingInterval: 0,
        focusThrottleInterval: 0,
        fallback: page?.fallback ?? {},
      }}
    >
      <RetailStoreProvider value={retail}>
        <NotificationsProvider>
          <CartScreen pathId={pathId} pageCartId={page?.cartId} />
        </NotificationsProvider>
      </RetailStoreProvider>
    </SWRConfig>
  );
  return tree;
}

const renderCart = (store: RetailStoreSlug = "web", pathId?: string) =>
  render(cartTree(store, pathId));

const lineLabels = () =>
  screen.getAllByTestId("cart-line").map((li) => within(li).getByRole("heading").textContent);

beforeEach(() => {
  mockedApi.mockReset();
  mockedForget.mockClear();
  push.mockReset();
  Cookies.set("cart_id", CART_ID);
  Cookies.remove("promo_code");
});

describe("CartScreen", () => {
  it("shows the order's promised date from the server under the totals", async () => {
    serve(cartView());
    renderCart();
    expect(await screen.findByTestId("order-delivery")).toHaveTextContent(
      "Made for you and delivered by Tue 15 Dec",
    );
    expect(mockedApi).toHaveBeenCalledWith("GET", `/cart-delivery-dates/${CART_ID}`);
  });

  it("lists the lines oldest first, with their details, prices and the server's totals", async () => {
    serve(cartView());
    renderCart();
    await screen.findAllByTestId("cart-line");
    expect(lineLabels()).toEqual([
      "$100.00 gift card",
      "Limited Edition City Tote, Emerald Croc",
      "The City Tote",
    ]);
    expect(screen.getByText("Posted to Ada Lovelace, Hudson, NY")).toBeInTheDocument();
    expect(screen.getByText("Body: Cognac Calfskin")).toBeInTheDocument();
    expect(screen.getByText("Personalization: “ABC” on the monogram")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Edit design: The City Tote" })).toHaveAttribute(
      "href",
      `/bags/the-city-tote?d=${encodeURIComponent("2.v1.p2~text~AB C~1")}&edit=${uuid(1)}`,
    );
    expect(screen.getAllByTestId("line-price").map((p) => p.textContent)).toEqual([
      "$105.00",
      "$1,450.00",
      "$940.00",
    ]);
    const totals = screen.getByTestId("cart-totals");
    expect(totals).toHaveAttribute("aria-live", "polite");
    expect(within(totals).getByTestId("total-items")).toHaveTextContent("Items$2,390.00");
    expect(within(totals).getByTestId("total-gift-cards")).toHaveTextContent("$105.00");
    expect(within(totals).getByTestId("total-tax")).toHaveTextContent("Tax (8.875%)$212.11");
    expect(within(totals).getByTestId("total-shipping")).toHaveTextContent("Complimentary");
    expect(within(totals).getByTestId("total-total")).toHaveTextContent("Total$2,707.11");
    expect(within(totals).queryByTestId("total-promo")).toBeNull();
    expect(screen.getByRole("link", { name: /Continue designing/ })).toHaveAttribute(
      "href",
      "/bags/all-bags",
    );
    expect(mockedApi).toHaveBeenCalledWith("GET", `/orders/${CART_ID}?type=cart`);
  });

  it("hides the tax line in a store without taxes and the promo field without promo inputs", async () => {
    serve(cartView());
    renderCart("dept-westchester");
    await screen.findAllByTestId("cart-line");
    expect(screen.queryByTestId("total-tax")).toBeNull();
    expect(screen.queryByLabelText("Promo code")).toBeNull();
    expect(screen.getByTestId("total-total")).toBeInTheDocument();
  });

  it("forgets a cart the server does not know and shows the empty bag", async () => {
    mockedApi.mockRejectedValue(
      new HttpError(404, {
        status: "error",
        message: "Your bag could not be found.",
        code: "cart_not_found",
      }),
    );
    renderCart();
    expect(await screen.findByText("Your bag is empty")).toBeInTheDocument();
    expect(mockedForget).toHaveBeenCalledTimes(1);
    expect(Cookies.get("cart_id")).toBeUndefined();
    expect(screen.queryByTestId("cart-unreachable")).toBeNull();
    expect(screen.getByRole("link", { name: "Design your bag" })).toHaveAttribute(
      "href",
      "/bags/all-bags",
    );
    expect(screen.getByRole("link", { name: "Shop limited edition" })).toHaveAttribute(
      "href",
      "/limited-edition",
    );
  });

  it("falls back to the cookie's cart when the cart in the path is not found", async () => {
    const other = uuid(77);
    mockedApi.mockImplementation(async (_method: string, path: string) => {
      if (path === `/orders/${other}?type=cart`) {
        throw new HttpError(404, {
          status: "error",
          message: "Your bag could not be found.",
          code: "cart_not_found",
        });
      }
      if (path === "/public/gift-boxes") return [];
      if (path.startsWith("/cart-delivery-dates/")) return DATES;
      return cartView();
    });
    renderCart("web", other);
    expect(await screen.findAllByTestId("cart-line")).toHaveLength(3);
    expect(mockedForget).not.toHaveBeenCalled();
    expect(Cookies.get("cart_id")).toBe(CART_ID);
  });

  it("shows the empty bag without asking the server when there is no cart", async () => {
    Cookies.remove("cart_id");
    serve(cartView());
    renderCart();
    expect(await screen.findByText("Your bag is empty")).toBeInTheDocument();
    expect(mockedApi).not.toHaveBeenCalled();
  });

  it("retries a failing load every second, then shows the empty bag with a retry", async () => {
    mockedApi.mockRejectedValue(new HttpError(503, { status: "error", message: "Down." }));
    renderCart();
    expect(screen.getByTestId("cart-loading")).toBeInTheDocument();
    const note = await screen.findByTestId("cart-unreachable", {}, { timeout: 8000 });
    expect(note).toHaveTextContent("We could not load your bag.");
    expect(screen.getByText("Your bag is empty")).toBeInTheDocument();
    // The first load and three retries.
    expect(mockedApi).toHaveBeenCalledTimes(4);

    serve(cartView());
    fireEvent.click(within(note).getByRole("button", { name: "Retry" }));
    expect(await screen.findAllByTestId("cart-line")).toHaveLength(3);
  }, 15000);

  it("removes a line once however often it is clicked, and shows the cart the server sends", async () => {
    serve(cartView());
    const removal = deferred<CartView>();
    const remove = jest.fn(() => removal.promise);
    const cartGet = mockedApi.getMockImplementation()!;
    mockedApi.mockImplementation(async (method: string, path: string, body?: unknown) =>
      path.startsWith("/remove-cart-item/") ? remove() : cartGet(method as "GET", path, body),
    );
    renderCart();
    const button = await screen.findByRole("button", {
      name: "Remove Limited Edition City Tote, Emerald Croc",
    });
    // Both clicks land before React re-renders (as a fast double click can in a browser).
    act(() => {
      button.click();
      button.click();
    });
    await waitFor(() => expect(button).toBeDisabled());
    fireEvent.click(button);
    const calls = mockedApi.mock.calls.filter(([, path]) => path.startsWith("/remove-cart-item/"));
    expect(calls).toEqual([["GET", `/remove-cart-item/product/${uuid(2)}/${CART_ID}/guest`]]);
    removal.resolve(cartView({ products: [] }));
    await waitFor(() => expect(screen.getAllByTestId("cart-line")).toHaveLength(2));
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it("shows why a promo code cannot be used and does not apply it", async () => {
    serve(cartView());
    Cookies.set("promo_code", "SUMMER25");
    const cartGet = mockedApi.getMockImplementation()!;
    mockedApi.mockImplementation(async (method: string, path: string, body?: unknown) =>
      path.startsWith("/promo-code-eligibility/")
        ? envelope({ status: "success", content: 0, message: "This promo code has expired." })
        : cartGet(method as "GET", path, body),
    );
    renderCart();
    const field = await screen.findByLabelText("Promo code");
    // The code remembered from the home URL is offered.
    expect(field).toHaveValue("SUMMER25");
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("This promo code has expired.")).toHaveClass("field__error");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(mockedApi).toHaveBeenCalledWith("GET", `/promo-code-eligibility/${CART_ID}/SUMMER25`);
    expect(mockedApi.mock.calls.some(([, path]) => path === "/addPromoCodeToOrder")).toBe(false);
  });

  it("applies an eligible code and shows the discount the server computed", async () => {
    serve(cartView());
    const discounted = cartView({
      promo_code: {
        code: "WELCOME15",
        kind: "percentage",
        value: 1500,
        applied: true,
        message: null,
      },
      cart: { ...cartView().cart, promo_total: 35850, total: 231681 },
    });
    const cartGet = mockedApi.getMockImplementation()!;
    mockedApi.mockImplementation(async (method: string, path: string, body?: unknown) =>
      path === "/addPromoCodeToOrder"
        ? discounted
        : path.startsWith("/promo-code-eligibility/")
          ? 1
          : cartGet(method as "GET", path, body),
    );
    renderCart();
    fireEvent.change(await screen.findByLabelText("Promo code"), {
      target: { value: " welcome15 " },
    });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByTestId("total-promo")).toHaveTextContent("Promo (WELCOME15)−$358.50");
    expect(screen.getByTestId("total-total")).toHaveTextContent("$2,316.81");
    expect(screen.getByTestId("promo-applied")).toHaveTextContent("WELCOME15 applied");
    expect(mockedApi).toHaveBeenCalledWith("POST", "/addPromoCodeToOrder", {
      code: "WELCOME15",
      order_id: CART_ID,
    });
  });

  it("says why a code on the bag does not apply right now, and can take it off", async () => {
    const message = "This promo code needs an order of at least $300.00.";
    serve(
      cartView({
        promo_code: { code: "ATELIER50", kind: "fixed", value: 5000, applied: false, message },
      }),
    );
    const cartGet = mockedApi.getMockImplementation()!;
    mockedApi.mockImplementation(async (method: string, path: string, body?: unknown) =>
      path === "/addPromoCodeToOrder" ? cartView() : cartGet(method as "GET", path, body),
    );
    renderCart();
    expect(await screen.findByTestId("promo-message")).toHaveTextContent(message);
    expect(screen.queryByTestId("total-promo")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Remove promo code ATELIER50" }));
    expect(await screen.findByRole("textbox", { name: "Promo code" })).toHaveValue("");
    expect(mockedApi).toHaveBeenCalledWith("POST", "/addPromoCodeToOrder", {
      code: null,
      order_id: CART_ID,
    });
  });

  it("blocks checkout while a piece is short, and re-reads the cart before going on", async () => {
    const short = cartView();
    short.products[0]!.stock = 0;
    serve(short);
    renderCart();
    expect(await screen.findByTestId("line-shortage")).toHaveTextContent("Sold out");
    expect(screen.getByTestId("checkout")).toBeDisabled();

    serve(cartView());
    fireEvent.focus(window);
    await waitFor(() => expect(screen.queryByTestId("line-shortage")).toBeNull());
    const reads = mockedApi.mock.calls.length;
    fireEvent.click(screen.getByTestId("checkout"));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/checkout/registration"));
    expect(mockedApi.mock.calls.length).toBe(reads + 1);
  });
});

describe("CartScreen drawn with the page's bag (issue 27)", () => {
  const BOX = {
    id: uuid(50),
    name: "holiday-box",
    label: "Holiday box",
    description: "A forest green box tied with gold ribbon.",
    price: 1500,
    image_url: "/images/gift-boxes/holiday-box.svg",
  };
  const page = (): PageData => ({
    fallback: bagFallback({
      cart: cartView(),
      giftBoxes: [BOX],
      delivery: {
        ...DATES,
        lines: [{ id: uuid(101), kind: "made_to_order", delivered_by: DATES.delivered_by }],
      },
    }),
    cartId: CART_ID,
  });

  it("has the lines, totals, boxes and dates in the server's HTML, before a script runs", () => {
    const html = renderToString(cartTree("web", undefined, page())).replace(/<!-- -->/g, "");
    expect(html).not.toContain('data-testid="cart-loading"');
    expect(html).toContain("The City Tote");
    expect(html).toContain("Limited Edition City Tote, Emerald Croc");
    expect(html).toContain("<dt>Total</dt><dd>$2,707.11</dd>");
    expect(html).toContain(BOX.description);
    expect(html).toContain("Made for you and delivered by");
    expect(mockedApi).not.toHaveBeenCalled();
  });

  it("hydrates that HTML as it is, and asks the server nothing until it is needed", async () => {
    serve(cartView());
    const container = document.createElement("div");
    container.innerHTML = renderToString(cartTree("web", undefined, page()));
    document.body.appendChild(container);
    const drawn = container.innerHTML;
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await act(async () => {
        hydrateRoot(container, cartTree("web", undefined, page()));
      });
      // swr would ask again a frame after mounting: give it a few.
      await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
      expect(errors).not.toHaveBeenCalled();
      expect(container.innerHTML).toBe(drawn);
      expect(mockedApi).not.toHaveBeenCalled();
      // A later change of focus reads the bag again, as on the prerendered page.
      fireEvent.focus(window);
      await waitFor(() =>
        expect(mockedApi).toHaveBeenCalledWith("GET", `/orders/${CART_ID}?type=cart`),
      );
    } finally {
      errors.mockRestore();
      container.remove();
    }
  });
});
