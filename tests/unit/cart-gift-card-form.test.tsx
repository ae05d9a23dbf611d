/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import { GiftCardForm } from "../../components/gift-cards/gift-card-form";
import type { GiftCardOption } from "../../components/gift-cards/gift-card-schema";
import { RetailStoreProvider } from "../../components/layout/retail-store-provider";
import { addItemToCart } from "../../lib/cart/client";
import { HttpError } from "../../lib/http/client";
import { sectionsFor } from "../../lib/retail/sections";
import type * as ApiMock from "./support/api-mock";
import { api } from "./support/api-mock";

jest.mock("../../lib/http/api-client", () =>
  jest.requireActual<typeof ApiMock>("./support/api-mock").apiClientMock(),
);
jest.mock("../../lib/cart/client", () => ({ addItemToCart: jest.fn() }));
const mockedApi = jest.mocked(api);
const mockedAdd = jest.mocked(addItemToCart);

const options: GiftCardOption[] = [
  {
    id: "8b1e5a52-0f55-4c8e-9d43-2f7d3a1c0e11",
    label: "E-Gift Card",
    delivery: "email",
    amounts: [5000, 10000, 25000],
  },
  {
    id: "8b1e5a52-0f55-4c8e-9d43-2f7d3a1c0e22",
    label: "Gift Card in a Keepsake Envelope",
    delivery: "post",
    amounts: [10000, 25000],
  },
];
const GIFT_CODE_ID = "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f";

function renderForm() {
  const retail = {
    store: {
      id: "0b6f1f4e-3c1a-4c39-9d7e-6f1f0e1d2c3b",
      name: "web" as const,
      label: "Atelier Ardent",
      retailer: { name: "atelier-ardent", label: "Atelier Ardent" },
    },
    sections: sectionsFor("web"),
  };
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RetailStoreProvider value={retail}>
        <GiftCardForm options={options} />
      </RetailStoreProvider>
    </SWRConfig>,
  );
}

/** Text fields take `input` events (the masked ones listen for nothing else); lists `change`. */
const type = (label: string | RegExp, value: string) => {
  const field = screen.getByLabelText(label);
  if (field.tagName === "SELECT") fireEvent.change(field, { target: { value } });
  else fireEvent.input(field, { target: { value } });
};
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Add to bag" }));
const price = () => screen.getByTestId("gift-card-price");

beforeEach(() => {
  mockedApi.mockReset();
  mockedAdd.mockReset();
  mockedApi.mockImplementation(async (method: string, path: string) => {
    if (path.startsWith("/geo-states")) {
      return [
        { id: "s1", code: "NY", name: "New York", country_code: "US" },
        { id: "s2", code: "CA", name: "California", country_code: "US" },
      ];
    }
    if (method === "POST" && path === "/gift-codes") return { id: GIFT_CODE_ID, price: 0 };
    throw new Error(`unexpected ${method} ${path}`);
  });
});

describe("GiftCardForm", () => {
  it("asks for an address only for a posted card, and adds $5.00 to the price shown", async () => {
    renderForm();
    expect(screen.queryByTestId("gift-card-address")).toBeNull();
    expect(price()).toHaveTextContent("$50.00");
    expect(price()).not.toHaveTextContent("delivery");

    fireEvent.click(screen.getByRole("radio", { name: /Keepsake Envelope/ }));
    expect(screen.getByTestId("gift-card-address")).toBeInTheDocument();
    // $50 is not offered for the posted card: its first amount is chosen instead.
    expect(screen.getByLabelText("Amount")).toHaveValue("10000");
    expect(price()).toHaveTextContent("$105.00 (includes +$5.00 delivery)");

    type("Recipient's name", "Ada Lovelace");
    submit();
    expect(await screen.findByText("Please enter the street address.")).toBeInTheDocument();
    expect(screen.getByText("Please enter the city.")).toBeInTheDocument();
    expect(screen.getByText("Please choose a state.")).toBeInTheDocument();
    expect(screen.getByText("Please enter a 5-digit ZIP code.")).toBeInTheDocument();
    expect(mockedApi.mock.calls.some(([, path]) => path === "/gift-codes")).toBe(false);
  });

  it("sends an e-gift card without an address and puts it in the bag", async () => {
    renderForm();
    type("Amount", "25000");
    expect(price()).toHaveTextContent("$250.00");
    type("Recipient's name", "Ada Lovelace");
    submit();
    // E-mail delivery needs the recipient's address.
    expect(
      await screen.findByText("Please enter the recipient's e-mail address."),
    ).toBeInTheDocument();
    type("Recipient's e-mail address", "ada@example.com");
    type(/Message/, "Happy birthday");
    submit();
    const status = await screen.findByTestId("gift-card-added");
    expect(status).toHaveTextContent("Added to your bag: $250.00 E-Gift Card.");
    expect(within(status).getByRole("link", { name: "View your bag" })).toHaveAttribute(
      "href",
      "/cart",
    );
    expect(mockedApi).toHaveBeenCalledWith("POST", "/gift-codes", {
      amount: 25000,
      delivery: "email",
      recipient_name: "Ada Lovelace",
      recipient_email: "ada@example.com",
      message: "Happy birthday",
    });
    expect(mockedAdd).toHaveBeenCalledWith("gift_code", GIFT_CODE_ID);
  });

  it("posts a card with its address, and shows the server's field errors at the fields", async () => {
    const serve = mockedApi.getMockImplementation()!;
    mockedApi.mockImplementation(async (method, path, body) => {
      if (path !== "/gift-codes") return serve(method, path, body);
      throw new HttpError(422, {
        status: "error",
        message: "Invalid.",
        errors: { "address.postal_code": ["That ZIP code is not in New York."] },
      });
    });
    renderForm();
    fireEvent.click(screen.getByRole("radio", { name: /Keepsake Envelope/ }));
    await screen.findByRole("option", { name: "New York" });
    type("Recipient's name", "Ada Lovelace");
    type("Street address", "1 Main St");
    type("City", "Hudson");
    fireEvent.change(screen.getByLabelText("State"), { target: { value: "NY" } });
    type("ZIP code", "12534");
    submit();
    await waitFor(() =>
      expect(mockedApi).toHaveBeenCalledWith("POST", "/gift-codes", {
        amount: 10000,
        delivery: "post",
        recipient_name: "Ada Lovelace",
        address: {
          name: "Ada Lovelace",
          line1: "1 Main St",
          city: "Hudson",
          state: "NY",
          postal_code: "12534",
          country: "US",
        },
      }),
    );
    expect(await screen.findByText("That ZIP code is not in New York.")).toHaveClass(
      "field__error",
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Please check the fields marked below.");
    expect(mockedAdd).not.toHaveBeenCalled();
  });
});
