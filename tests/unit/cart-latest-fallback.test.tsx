/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { render, screen, waitFor } from "@testing-library/react";
import Cookies from "js-cookie";
import { SWRConfig } from "swr";
import { useCart } from "../../components/cart/use-cart";
import { HttpError } from "../../lib/http/client";
import type * as ApiMock from "./support/api-mock";
import { api } from "./support/api-mock";

jest.mock("../../lib/http/api-client", () =>
  jest.requireActual<typeof ApiMock>("./support/api-mock").apiClientMock(),
);
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));
const mockedApi = jest.mocked(api);

const OLD_CART = "00000000-0000-4000-8000-00000000c0de";
const LATEST = "00000000-0000-4000-8000-00000000cafe";

function Probe() {
  const { state } = useCart(undefined);
  return (
    <p data-testid="state">{state.status === "ready" ? `ready:${state.cart.id}` : state.status}</p>
  );
}

const renderProbe = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Probe />
    </SWRConfig>,
  );

const notFound = () => new HttpError(404, { message: "Cart not found.", code: "cart_not_found" });

beforeEach(() => {
  mockedApi.mockReset();
  Cookies.set("cart_id", OLD_CART, { path: "/" });
  Cookies.remove("customer_signed_in", { path: "/" });
});

describe("useCart, spec 4 and 8: the latest cart of a signed-in customer", () => {
  it("falls back to GET /customer/orders/getLatestCart when the cookie's cart is gone", async () => {
    Cookies.set("customer_signed_in", "1", { path: "/" });
    mockedApi.mockImplementation(async (_method: string, path: string) => {
      if (path === `/orders/${OLD_CART}?type=cart`) throw notFound();
      if (path === "/customer/orders/getLatestCart") return { id: LATEST };
      if (path === `/orders/${LATEST}?type=cart`) return { id: LATEST };
      throw new Error(`unexpected ${path}`);
    });
    renderProbe();
    await waitFor(() => expect(screen.getByTestId("state")).toHaveTextContent(`ready:${LATEST}`));
    expect(mockedApi).toHaveBeenCalledWith("GET", "/customer/orders/getLatestCart");
  });

  it("shows the empty bag when there is no latest cart either", async () => {
    Cookies.set("customer_signed_in", "1", { path: "/" });
    mockedApi.mockImplementation(async (_method: string, path: string) => {
      if (path === "/customer/orders/getLatestCart") return null;
      throw notFound();
    });
    renderProbe();
    await waitFor(() => expect(screen.getByTestId("state")).toHaveTextContent("empty"));
  });

  it("never asks for a guest", async () => {
    mockedApi.mockRejectedValue(notFound());
    renderProbe();
    await waitFor(() => expect(screen.getByTestId("state")).toHaveTextContent("empty"));
    expect(mockedApi).not.toHaveBeenCalledWith("GET", "/customer/orders/getLatestCart");
  });
});
