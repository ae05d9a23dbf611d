/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { LoginForm } from "../../components/account/login-form";
import { SignupForm } from "../../components/account/signup-form";
import { ConfirmAccount } from "../../components/account/confirm-account";
import { CART_CHANGED_EVENT } from "../../lib/cart/events";
import { HttpError } from "../../lib/http/client";
import { loginUrlFor, PENDING_ACTION_KEY } from "../../lib/shell/auth-redirect";
import type * as AccountMocks from "./support/account-mocks";
import { resetAccountMocks, router } from "./support/account-mocks";
import {
  AccountHarness,
  CUSTOMER,
  PRODUCT_ID,
  STORE,
  WISHLIST_ENTRY,
} from "./support/account-harness";
import type * as ApiMock from "./support/api-mock";
import { api } from "./support/api-mock";

jest.mock("../../lib/http/api-client", () =>
  jest.requireActual<typeof ApiMock>("./support/api-mock").apiClientMock(),
);
jest.mock("next/navigation", () =>
  jest.requireActual<typeof AccountMocks>("./support/account-mocks").navigationMock(),
);
const { replace, refresh } = router;
const mockedApi = jest.mocked(api);

beforeEach(resetAccountMocks);

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("SignupForm", () => {
  const renderSignup = (next: string | null = null) =>
    render(
      <AccountHarness>
        <SignupForm next={next} />
      </AccountHarness>,
    );

  it("labels the fields as people expect and updates the strength hint while typing", async () => {
    renderSignup();
    for (const label of ["First name", "Last name", "Email", "Password"]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole("checkbox", { name: /letters from the studio/ })).not.toBeChecked();
    type("Password", "abc");
    expect(await screen.findByText(/Password strength: Too short/)).toBeInTheDocument();
    type("Password", "correct horse Battery 9");
    expect(await screen.findByText("Password strength: Strong")).toBeInTheDocument();
    expect(screen.getByLabelText("Password").getAttribute("aria-describedby")).toContain(
      "strength",
    );
  });

  it("shows the schema's messages at the fields and sends nothing", async () => {
    renderSignup();
    type("Email", "not-an-email");
    type("Password", "short");
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Please enter your first name.")).toHaveClass("field__error");
    expect(screen.getByText("Please enter your last name.")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid e-mail address.")).toBeInTheDocument();
    expect(screen.getByText("Please use at least 8 characters.")).toBeInTheDocument();
    expect(screen.getByLabelText("First name")).toHaveAttribute("aria-invalid", "true");
    expect(mockedApi).not.toHaveBeenCalled();
  });

  it("sends the store id and shows the server's 422 errors at their fields", async () => {
    mockedApi.mockRejectedValueOnce(
      new HttpError(422, {
        message: "This e-mail already has an account.",
        errors: { email: ["This e-mail already has an account."] },
      }),
    );
    renderSignup();
    type("First name", "Ada");
    type("Last name", "Lovelace");
    type("Email", "Ada@Example.com");
    type("Password", "analytical engine 1843");
    fireEvent.click(screen.getByRole("checkbox", { name: /letters from the studio/ }));
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    const error = await screen.findByText("This e-mail already has an account.", {
      selector: ".field__error",
    });
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Email").getAttribute("aria-describedby")).toContain(error.id);
    expect(mockedApi).toHaveBeenCalledWith("POST", "/customers/signup", {
      first_name: "Ada",
      last_name: "Lovelace",
      email: "ada@example.com",
      password: "analytical engine 1843",
      newsletter: true,
      retailer_store_id: STORE.id,
    });
    expect(replace).not.toHaveBeenCalled();
  });

  it("ends by saying where the link went; it signs nobody in and goes nowhere", async () => {
    mockedApi.mockResolvedValueOnce({ pending: true, email: "ada@example.com" });
    renderSignup("/my-account/orders");
    type("First name", "Ada");
    type("Last name", "Lovelace");
    type("Email", "Ada@example.com");
    type("Password", "analytical engine 1843");
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByTestId("signup-sent")).toHaveTextContent(
      "we sent a link to ada@example.com",
    );
    expect(replace).not.toHaveBeenCalled();
    // "Try again" brings the form back as it was typed.
    fireEvent.click(screen.getByRole("button", { name: "try again" }));
    expect(screen.getByLabelText("Email")).toHaveValue("Ada@example.com");
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/login?next=%2Fmy-account%2Forders",
    );
  });
});

describe("ConfirmAccount", () => {
  it("makes the account only on the button, once, then goes to the account", async () => {
    mockedApi.mockResolvedValueOnce({ customer: CUSTOMER, cart_id: null });
    render(
      <AccountHarness>
        <ConfirmAccount token={"t".repeat(43)} email="ada@example.com" />
      </AccountHarness>,
    );
    expect(mockedApi).not.toHaveBeenCalled();
    const button = screen.getByRole("button", { name: "Create my account" });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/my-account"));
    expect(mockedApi).toHaveBeenCalledTimes(1);
    expect(mockedApi).toHaveBeenCalledWith("POST", "/public/confirm-signup", {
      token: "t".repeat(43),
      email: "ada@example.com",
    });
  });
});

describe("LoginForm", () => {
  const renderLogin = (next: string | null, reset = false) =>
    render(
      <AccountHarness>
        <LoginForm next={next} reset={reset} />
      </AccountHarness>,
    );

  it("signs in, finishes the pending wishlist add, then goes to next and refreshes", async () => {
    const returnTo = "/products/emerald-tote?colour=green";
    const url = loginUrlFor({
      type: "wishlist:add",
      payload: { type: "product", id: PRODUCT_ID },
      returnTo,
    });
    expect(url).toBe(`/login?next=${encodeURIComponent(returnTo)}`);
    const cartChanged = jest.fn();
    window.addEventListener(CART_CHANGED_EVENT, cartChanged);
    mockedApi.mockImplementation(async (method: string, path: string) => {
      if (method === "POST" && path === "/login") return { customer: CUSTOMER, cart_id: null };
      if (method === "POST" && path === "/customer/wishlist") return WISHLIST_ENTRY;
      return [];
    });
    renderLogin(returnTo);
    type("Email", "ada@example.com");
    type("Password", "analytical engine 1843");
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith(returnTo));
    const calls = mockedApi.mock.calls.filter(([method]) => method === "POST");
    expect(calls).toEqual([
      ["POST", "/login", { email: "ada@example.com", password: "analytical engine 1843" }],
      ["POST", "/customer/wishlist", { type: "product", id: PRODUCT_ID }],
    ]);
    expect(refresh).toHaveBeenCalled();
    expect(cartChanged).toHaveBeenCalled();
    expect(window.sessionStorage.getItem(PENDING_ACTION_KEY)).toBeNull();
    expect(await screen.findByText("Added to your wishlist: Emerald Tote")).toBeInTheDocument();
    window.removeEventListener(CART_CHANGED_EVENT, cartChanged);
  });

  it("saves a pending design first, then adds it", async () => {
    loginUrlFor({
      type: "wishlist:add-design",
      payload: {
        product_id: PRODUCT_ID,
        data: "2.v1.abc",
        customization_stage_id: 0,
        customizer_version: "2.0",
      },
      returnTo: "/bags/the-city-tote?d=2.v1.abc",
    });
    const designId = "00000000-0000-4000-8000-0000000000d1";
    mockedApi.mockImplementation(async (method: string, path: string) => {
      if (path === "/login") return { customer: CUSTOMER, cart_id: null };
      if (path === "/configured-products") {
        return { id: designId, data: "2.v1.abc", price: 1, image_url: "/x.jpg", validation: {} };
      }
      if (path === "/customer/wishlist" && method === "POST") {
        return {
          id: "00000000-0000-4000-8000-0000000000e2",
          type: "configured_product",
          item_id: designId,
          name: "the-city-tote",
          label: "The City Tote",
          url: `/gallery/configured/${designId}`,
          image_url: null,
          price: 94000,
          available: true,
          created_at: "2026-03-01T10:00:00.000Z",
        };
      }
      return [];
    });
    renderLogin(null);
    type("Email", "ada@example.com");
    type("Password", "x");
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    // No `next`: back where the action was started.
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/bags/the-city-tote?d=2.v1.abc"));
    expect(mockedApi).toHaveBeenCalledWith("POST", "/configured-products", {
      product_id: PRODUCT_ID,
      data: "2.v1.abc",
      customization_stage_id: 0,
      customizer_version: "2.0",
    });
    expect(mockedApi).toHaveBeenCalledWith("POST", "/customer/wishlist", {
      type: "configured_product",
      id: designId,
    });
  });

  it("says to wait after too many attempts (429) and stays on the page", async () => {
    mockedApi.mockRejectedValueOnce(new HttpError(429, { message: "Too Many Attempts." }));
    renderLogin("/my-account");
    type("Email", "ada@example.com");
    type("Password", "wrong");
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(
      await screen.findByText("Too many attempts. Please wait a minute and try again."),
    ).toHaveAttribute("role", "alert");
    expect(replace).not.toHaveBeenCalled();
  });

  it("from a busy network, says to check the inbox, as news and not as an alert (issue 25)", async () => {
    mockedApi.mockRejectedValueOnce(
      new HttpError(429, { message: "Check your inbox", code: "sign_in_by_mail" }),
    );
    renderLogin("/my-account");
    type("Email", "ada@example.com");
    type("Password", "whatever was typed");
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    const notice = await screen.findByTestId("sign-in-by-mail");
    expect(notice).toHaveTextContent("Check your inbox.");
    expect(notice).toHaveTextContent("If the password is right for ada@example.com");
    expect(notice.parentElement).toHaveAttribute("role", "status");
    expect(within(screen.getByTestId("login-form")).queryByRole("alert")).toBeNull();
    expect(screen.queryByText(/Too many attempts/)).toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });

  it("reads out a wrong e-mail or password as the form's alert, once", async () => {
    const message = "That e-mail and password do not match an account. Please try again.";
    mockedApi.mockRejectedValueOnce(new HttpError(422, { message, errors: { email: [message] } }));
    renderLogin(null);
    type("Email", "ada@example.com");
    type("Password", "wrong");
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText(message)).toHaveAttribute("role", "alert");
    expect(screen.getAllByText(message)).toHaveLength(1);
  });

  it("links to the reset and sign-up pages, carrying next, and confirms a reset", () => {
    renderLogin("/my-account/wishlist", true);
    expect(screen.getByText("Your password has been changed. Please sign in.")).toHaveAttribute(
      "role",
      "status",
    );
    expect(screen.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    expect(screen.getByRole("link", { name: "Create account" })).toHaveAttribute(
      "href",
      "/signup?next=%2Fmy-account%2Fwishlist",
    );
  });
});
