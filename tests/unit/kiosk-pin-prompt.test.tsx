/**
 * @jest-environment jsdom
 */
import "@testing-library/jest-dom";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { CartTotals } from "@/components/cart/cart-totals";
import { ReceiptForm } from "@/components/checkout/receipt-form";
import { AdjustmentsPanel } from "@/components/kiosk/adjustments-panel";
import { KioskIdleReset } from "@/components/kiosk/kiosk-idle-reset";
import type { CartView } from "@/lib/cart/present";
import { HttpError } from "@/lib/http/client";
import type * as ApiMock from "./support/api-mock";
import { api } from "./support/api-mock";

jest.mock("next/navigation", () => ({ usePathname: () => "/cart" }));
jest.mock("../../lib/http/api-client", () =>
  jest.requireActual<typeof ApiMock>("./support/api-mock").apiClientMock(),
);
const mockedApi = jest.mocked(api);

const ORDER = "0d3f4c1e-8f61-4a4b-9f0e-3f6f3a1c2b7d";
const pinAgain = (message: string) =>
  new HttpError(403, { status: "error", message, code: "associate_pin_required" });

const run = async (_tag: string, change: () => Promise<CartView>) => {
  try {
    return { status: "done" as const, cart: await change() };
  } catch (error) {
    return { status: "failed" as const, error };
  }
};

beforeEach(() => mockedApi.mockReset());

describe("the re-PIN prompt (issue 23)", () => {
  it("asks for the PIN when an adjustment needs one, then sends the same adjustment again", async () => {
    const message = "Please enter your PIN again to confirm this adjustment.";
    let adjustments = 0;
    mockedApi.mockImplementation(async (_method: string, path: string) => {
      if (path === "/order-adjustments" && ++adjustments === 1) throw pinAgain(message);
      return kioskCart();
    });
    render(<AdjustmentsPanel cart={kioskCart()} run={run} busy={false} />);
    fireEvent.change(screen.getByLabelText("Discount ($)"), { target: { value: "25" } });
    fireEvent.click(screen.getByRole("button", { name: "Add adjustment" }));

    const prompt = await screen.findByTestId("pin-prompt");
    expect(within(prompt).getByText(message)).toBeInTheDocument();
    expect(within(prompt).getByLabelText("Associate name")).toHaveValue("jmorales");
    expect(within(prompt).getByLabelText("PIN")).toHaveFocus();
    fireEvent.change(within(prompt).getByLabelText("PIN"), { target: { value: "2468" } });
    fireEvent.click(within(prompt).getByRole("button", { name: "Confirm with PIN" }));

    await waitFor(() => expect(screen.queryByTestId("pin-prompt")).toBeNull());
    const calls = mockedApi.mock.calls.map((c) => [c[0], c[1], c[2]]);
    expect(calls).toEqual([
      ["POST", "/order-adjustments", { order_id: ORDER, label: "Goodwill", amount: -2500 }],
      [
        "POST",
        "/public/validateAssociate",
        { user_name: "jmorales", pin: "2468", order_id: ORDER },
      ],
      ["POST", "/order-adjustments", { order_id: ORDER, label: "Goodwill", amount: -2500 }],
    ]);
  });

  it("keeps the prompt with the server's answer when the PIN is wrong", async () => {
    const message = "Please enter your PIN again to confirm this receipt number.";
    mockedApi.mockImplementation(async (_method: string, path: string) => {
      if (path.startsWith("/submit-receipt")) throw pinAgain(message);
      throw new HttpError(422, {
        status: "error",
        message: "That associate name and PIN do not match. Please try again.",
        errors: { pin: ["That associate name and PIN do not match. Please try again."] },
      });
    });
    render(<ReceiptForm orderId={ORDER} initial="" associate="jmorales" />);
    fireEvent.change(screen.getByLabelText("Till receipt number"), { target: { value: "brw-77" } });
    fireEvent.click(screen.getByRole("button", { name: "Save receipt number" }));
    const prompt = await screen.findByTestId("pin-prompt");
    expect(within(prompt).getByText(message)).toBeInTheDocument();
    fireEvent.change(within(prompt).getByLabelText("PIN"), { target: { value: "1111" } });
    fireEvent.click(within(prompt).getByRole("button", { name: "Confirm with PIN" }));
    expect(await within(prompt).findByText(/do not match/)).toBeInTheDocument();
    expect(within(prompt).getByLabelText("PIN")).toHaveAttribute("aria-invalid", "true");
    expect(mockedApi.mock.calls[0]?.[1]).toBe(`/submit-receipt/${ORDER}/BRW-77`);
    expect(mockedApi).toHaveBeenCalledTimes(2);
  });
});

describe("the totals (issue 23)", () => {
  it("show each adjustment as its own row with its label", () => {
    render(<CartTotals cart={kioskCart()} showTax={false} />);
    const rows = screen.getAllByTestId("total-adjustment").map((row) => row.textContent);
    expect(rows).toEqual(["Goodwill−$100.00", "Repair credit: strap$5.00"]);
  });
});

describe("the kiosk's idle reset (issue 23)", () => {
  it("ends the associate's binding before it ends the session", async () => {
    jest.useFakeTimers();
    mockedApi.mockResolvedValue({ signed_out: true });
    render(<KioskIdleReset idleSeconds={10} />);
    await act(async () => {
      jest.advanceTimersByTime(11_000);
    });
    await waitFor(() => expect(mockedApi).toHaveBeenCalledTimes(2));
    expect(mockedApi.mock.calls.map((c) => c[1])).toEqual([
      "/public/associate-sign-out",
      "/logout",
    ]);
    jest.useRealTimers();
  });
});

function kioskCart(): CartView {
  return {
    id: ORDER,
    cart: {
      id: ORDER,
      number: null,
      status: "cart",
      currency: "USD",
      retail_store_id: "s",
      comments: null,
      stylist: null,
      client_note: null,
      referral_source: null,
      referrer_email: null,
      receipt_number: null,
      promised_delivery: null,
      item_total: 89_500,
      promo_total: 0,
      gift_code_total: 0,
      adjustment_total: -9_500,
      included_tax_total: 0,
      shipping_total: 0,
      total: 80_000,
    },
    configured_products: [],
    products: [],
    gift_codes: [],
    gift_boxes: [],
    adjustments: [
      { id: "a1", label: "Goodwill", amount: -10_000 },
      { id: "a2", label: "Repair credit: strap", amount: 500 },
    ],
    sales_associate: { user_name: "jmorales", display_name: "Julia M." },
    promo_code: null,
    payments: [],
    item_count: 1,
    back_link: { href: "/", label: "Continue shopping" },
  };
}
