/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { FinancingApproval, FINANCING_POLL_MS } from "@/components/payments/financing-approval";
import { LocalCardForm } from "@/components/payments/local-card-form";
import { PaypalButtons } from "@/components/payments/paypal-buttons";
import { HttpError } from "@/lib/http/client";
import type * as ApiMock from "../support/api-mock";
import { api } from "../support/api-mock";

jest.mock("../../../lib/http/api-client", () =>
  jest.requireActual<typeof ApiMock>("../support/api-mock").apiClientMock(),
);
const mockedApi = jest.mocked(api);
beforeEach(() => mockedApi.mockReset());

/** Sets the field as a paste would; the masked fields listen for `input` events. */
/** A shopper's paste: the field is focused first (the mask library loads on first focus). */
const fill = (label: string, value: string) => {
  const field = screen.getByLabelText(label);
  fireEvent.focus(field);
  fireEvent.input(field, { target: { value } });
};

/** The three card fields filled as a shopper does, each shown masked before the next. */
async function fillCard(number: string, shownNumber: string) {
  for (const [label, value, shown] of [
    ["Card number", number, shownNumber],
    ["Expiry (MM/YY)", "1299", "12/99"],
    ["Security code", "123", "123"],
  ] as const) {
    fill(label, value);
    await waitFor(() => expect(screen.getByLabelText(label)).toHaveValue(shown));
  }
}

describe("LocalCardForm", () => {
  // Typing, deleting in the middle and the caret need a real browser: tests/e2e/masks.spec.ts.
  it("masks a pasted number by its brand and names the brand", async () => {
    render(<LocalCardForm onToken={jest.fn()} />);
    fill("Card number", "378282246310005");
    await waitFor(() =>
      expect(screen.getByLabelText("Card number")).toHaveValue("3782 822463 10005"),
    );
    expect(screen.getByTestId("card-brand")).toHaveTextContent("American Express");
    fill("Card number", "4242-4242-4242-4242");
    await waitFor(() =>
      expect(screen.getByLabelText("Card number")).toHaveValue("4242 4242 4242 4242"),
    );
    expect(screen.getByTestId("card-brand")).toHaveTextContent("Visa");
  });

  it("shows field errors and sends nothing for a bad number", async () => {
    const onToken = jest.fn();
    render(<LocalCardForm onToken={onToken} />);
    await fillCard("4242424242424241", "4242 4242 4242 4241");
    fireEvent.click(screen.getByRole("button", { name: "Use this card" }));
    expect(await screen.findByText("Please enter a valid card number.")).toBeInTheDocument();
    expect(screen.getByLabelText("Card number")).toHaveAttribute("aria-invalid", "true");
    expect(mockedApi).not.toHaveBeenCalled();
    expect(onToken).not.toHaveBeenCalled();
  });

  it("tokenizes a good card and hands the token over", async () => {
    mockedApi.mockResolvedValueOnce({ token: "lct_abc.def", brand: "visa", last4: "4242" });
    const onToken = jest.fn();
    render(<LocalCardForm onToken={onToken} />);
    await fillCard("4242 4242 4242 4242", "4242 4242 4242 4242");
    fireEvent.click(screen.getByRole("button", { name: "Use this card" }));
    await waitFor(() => expect(onToken).toHaveBeenCalledWith("lct_abc.def", "card"));
    expect(mockedApi).toHaveBeenCalledWith("POST", "/payments/local/card-tokens", {
      number: "4242424242424242",
      exp_month: 12,
      exp_year: 2099,
      cvc: "123",
    });
  });

  it("puts the server's 422 messages next to the fields", async () => {
    mockedApi.mockRejectedValueOnce(
      new HttpError(422, {
        message: "Your card's expiry date has passed.",
        errors: { exp_month: ["Your card's expiry date has passed."] },
      }),
    );
    render(<LocalCardForm onToken={jest.fn()} />);
    await fillCard("4242 4242 4242 4242", "4242 4242 4242 4242");
    fireEvent.click(screen.getByRole("button", { name: "Use this card" }));
    expect(await screen.findByText("Your card's expiry date has passed.")).toBeInTheDocument();
    expect(screen.getByLabelText("Expiry (MM/YY)")).toHaveAttribute("aria-invalid", "true");
  });
});

describe("PaypalButtons in local mode", () => {
  it("creates the PayPal order on the server and passes its id on", async () => {
    mockedApi.mockResolvedValueOnce({ id: "lpp_x.y" });
    const onToken = jest.fn();
    render(
      <PaypalButtons
        config={{ method: "paypal", mode: "local" }}
        orderId="o-1"
        onToken={onToken}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Pay with PayPal (test)" }));
    await waitFor(() => expect(onToken).toHaveBeenCalledWith("lpp_x.y", "paypal"));
    expect(mockedApi).toHaveBeenCalledWith("POST", "/payments/paypal/orders", { order_id: "o-1" });
  });
});

describe("FinancingApproval", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("polls every second until approved, then hands over the token once", async () => {
    mockedApi
      .mockResolvedValueOnce({ status: "pending", amount: 100, order_id: "o" })
      .mockResolvedValueOnce({ status: "pending", amount: 100, order_id: "o" })
      .mockResolvedValueOnce({ status: "approved", amount: 100, order_id: "o" });
    const onToken = jest.fn();
    render(<FinancingApproval checkoutToken="lfc_t" onToken={onToken} />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(FINANCING_POLL_MS * 3);
    });
    expect(mockedApi).toHaveBeenCalledTimes(3);
    expect(mockedApi).toHaveBeenCalledWith("GET", "/payments/financing/checkouts/lfc_t");
    expect(onToken).toHaveBeenCalledTimes(1);
    expect(onToken).toHaveBeenCalledWith("lfc_t", "financing");
    await act(async () => {
      await jest.advanceTimersByTimeAsync(FINANCING_POLL_MS * 3);
    });
    expect(mockedApi).toHaveBeenCalledTimes(3);
    expect(screen.getByRole("status")).toHaveTextContent("approved");
  });

  it("stops polling an unknown checkout", async () => {
    mockedApi.mockRejectedValueOnce(new HttpError(404, { message: "Not found." }));
    render(<FinancingApproval checkoutToken="lfc_bad" onToken={jest.fn()} />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(FINANCING_POLL_MS * 3);
    });
    expect(mockedApi).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status")).toHaveTextContent("could not find");
  });
});
