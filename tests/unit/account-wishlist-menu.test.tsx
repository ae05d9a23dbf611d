/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import Cookies from "js-cookie";
import { renderToString } from "react-dom/server";
import { WishlistButton } from "../../components/account/wishlist-button";
import { AccountMenu } from "../../components/layout/account-menu";
import { HttpError } from "../../lib/http/client";
import { PENDING_ACTION_KEY } from "../../lib/shell/auth-redirect";
import type * as AccountMocks from "./support/account-mocks";
import { resetAccountMocks, router } from "./support/account-mocks";
import { AccountHarness, CUSTOMER, PRODUCT_ID, WISHLIST_ENTRY } from "./support/account-harness";
import type * as ApiMock from "./support/api-mock";
import { api } from "./support/api-mock";

jest.mock("../../lib/http/api-client", () =>
  jest.requireActual<typeof ApiMock>("./support/api-mock").apiClientMock(),
);
jest.mock("next/navigation", () =>
  jest.requireActual<typeof AccountMocks>("./support/account-mocks").navigationMock(),
);
const { push } = router;
const mockedApi = jest.mocked(api);

const deferred = <T,>() => {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const signIn = () => Cookies.set("customer_signed_in", "1", { path: "/" });

beforeEach(() => {
  resetAccountMocks();
  window.history.replaceState(null, "", "/");
});

const heart = () =>
  render(
    <AccountHarness>
      <WishlistButton target={{ kind: "item", type: "product", id: PRODUCT_ID }} />
    </AccountHarness>,
  );

describe("WishlistButton", () => {
  it("renders the same unpressed button on the server, whoever is signed in", () => {
    signIn();
    const html = renderToString(
      <AccountHarness>
        <WishlistButton target={{ kind: "item", type: "product", id: PRODUCT_ID }} />
      </AccountHarness>,
    );
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain("Add to wishlist");
    expect(mockedApi).not.toHaveBeenCalled();
  });

  it("sends a guest to sign in with the action kept for after", () => {
    window.history.replaceState(null, "", "/products/emerald-tote?size=small");
    heart();
    fireEvent.click(screen.getByRole("button", { name: "Add to wishlist" }));
    expect(push).toHaveBeenCalledWith(
      `/login?next=${encodeURIComponent("/products/emerald-tote?size=small")}`,
    );
    const kept = JSON.parse(window.sessionStorage.getItem(PENDING_ACTION_KEY) ?? "{}");
    expect(kept).toMatchObject({
      type: "wishlist:add",
      payload: { type: "product", id: PRODUCT_ID },
      returnTo: "/products/emerald-tote?size=small",
    });
    expect(mockedApi).not.toHaveBeenCalled();
  });

  it("adds at once for a customer, then removes, with the pressed state", async () => {
    signIn();
    mockedApi.mockImplementation(async (method: string, path: string) => {
      if (method === "GET" && path === "/customer/wishlist") return [];
      if (method === "GET") return CUSTOMER;
      if (method === "POST") return WISHLIST_ENTRY;
      return { removed: true };
    });
    heart();
    await waitFor(() => expect(mockedApi).toHaveBeenCalledWith("GET", "/customer/wishlist"));
    fireEvent.click(screen.getByRole("button", { name: "Add to wishlist" }));
    const pressed = await screen.findByRole("button", { name: "Remove from wishlist" });
    expect(pressed).toHaveAttribute("aria-pressed", "true");
    expect(mockedApi).toHaveBeenCalledWith("POST", "/customer/wishlist", {
      type: "product",
      id: PRODUCT_ID,
    });
    expect(await screen.findByText("Added to your wishlist: Emerald Tote")).toBeInTheDocument();
    fireEvent.click(pressed);
    expect(await screen.findByRole("button", { name: "Add to wishlist" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(mockedApi).toHaveBeenCalledWith("DELETE", `/customer/wishlist/product/${PRODUCT_ID}`);
    expect(push).not.toHaveBeenCalled();
  });

  it("shows the change at once and rolls it back when the server refuses", async () => {
    signIn();
    const post = deferred<never>();
    mockedApi.mockImplementation(async (method: string, path: string) => {
      if (method === "GET" && path === "/customer/wishlist") return [];
      if (method === "GET") return CUSTOMER;
      return post.promise;
    });
    heart();
    await waitFor(() => expect(mockedApi).toHaveBeenCalledWith("GET", "/customer/wishlist"));
    fireEvent.click(screen.getByRole("button", { name: "Add to wishlist" }));
    // Optimistic: pressed before the server answers.
    expect(await screen.findByRole("button", { name: "Remove from wishlist" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await act(async () => {
      post.reject(new HttpError(500, { message: "The wishlist is resting." }));
    });
    expect(await screen.findByRole("button", { name: "Add to wishlist" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(await screen.findByText("The wishlist is resting.")).toBeInTheDocument();
  });

  it("starts pressed when the item is already in the wishlist", async () => {
    signIn();
    mockedApi.mockImplementation(async (method: string, path: string) =>
      path === "/customer/wishlist" ? [WISHLIST_ENTRY] : CUSTOMER,
    );
    heart();
    expect(await screen.findByRole("button", { name: "Remove from wishlist" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });
});

describe("AccountMenu", () => {
  const menu = () =>
    render(
      <AccountHarness>
        <AccountMenu />
      </AccountHarness>,
    );

  it("is the plain Account link for a guest, and asks nobody", () => {
    menu();
    const link = screen.getByTestId("account-link");
    expect(link.tagName).toBe("A");
    expect(link).toHaveAttribute("href", "/my-account");
    expect(link).toHaveTextContent("Account");
    expect(mockedApi).not.toHaveBeenCalled();
  });

  it("renders the signed-out link on the server even with the cookie", () => {
    signIn();
    const html = renderToString(
      <AccountHarness>
        <AccountMenu />
      </AccountHarness>,
    );
    expect(html).toContain('href="/my-account"');
    expect(html).not.toContain("Ada");
  });

  it("becomes a menu with the first name for a customer; Escape closes it", async () => {
    signIn();
    mockedApi.mockResolvedValue(CUSTOMER);
    menu();
    const toggle = await screen.findByRole("button", { name: /Ada/ });
    expect(toggle).toHaveAttribute("data-testid", "account-link");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(mockedApi).toHaveBeenCalledWith("GET", "/customer/customers/by-token");
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    for (const name of ["My account", "Wishlist", "Orders"]) {
      expect(screen.getByRole("link", { name })).toBeVisible();
    }
    expect(screen.getByRole("button", { name: "Sign out" })).toBeInTheDocument();
    fireEvent.keyDown(window, { key: "Escape" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("signs out: POST /logout, back to the Account link, on to /login", async () => {
    signIn();
    mockedApi.mockImplementation(async (method: string) =>
      method === "POST" ? { signed_out: true } : CUSTOMER,
    );
    menu();
    fireEvent.click(await screen.findByRole("button", { name: /Ada/ }));
    fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/login"));
    expect(mockedApi).toHaveBeenCalledWith("POST", "/logout");
    expect(await screen.findByRole("link", { name: "Account" })).toBeInTheDocument();
    expect(Cookies.get("customer_signed_in")).toBeUndefined();
  });

  it("removes a stale signed-in cookie when the server says 401", async () => {
    signIn();
    mockedApi.mockRejectedValue(new HttpError(401, { message: "Unauthenticated." }));
    menu();
    await waitFor(() => expect(Cookies.get("customer_signed_in")).toBeUndefined());
    expect(screen.getByRole("link", { name: "Account" })).toBeInTheDocument();
  });
});
