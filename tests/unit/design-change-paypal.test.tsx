/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { DesignChangePaypal } from "@/components/orders/design-change-paypal";
import type * as ApiMock from "./support/api-mock";
import { api } from "./support/api-mock";

jest.mock("../../lib/http/api-client", () =>
  jest.requireActual<typeof ApiMock>("./support/api-mock").apiClientMock(),
);
const mockedApi = jest.mocked(api);
beforeEach(() => mockedApi.mockReset());

/** Issue 38 (ADR 0350): the review page's PayPal approval of a dearer design's difference. */
describe("DesignChangePaypal in local mode", () => {
  const props = {
    config: { method: "paypal", mode: "local" } as const,
    lineId: "line-1",
    designId: "design-2",
    difference: 4_500,
  };
  const body = { line_id: "line-1", configured_product_id: "design-2", expected_difference: 4_500 };

  it("asks the server for the difference's PayPal order of the tracked order, and hands its id on", async () => {
    mockedApi.mockResolvedValueOnce({ id: "lpp_diff.sig", amount: 4_500 });
    const onToken = jest.fn();
    render(<DesignChangePaypal {...props} orderId={null} onToken={onToken} />);
    fireEvent.click(screen.getByRole("button", { name: "Pay with PayPal (test)" }));
    await waitFor(() => expect(onToken).toHaveBeenCalledWith("lpp_diff.sig"));
    expect(mockedApi).toHaveBeenCalledWith(
      "POST",
      "/tracked-order/design-change-paypal-order",
      body,
    );
    // Never the checkout's PayPal order for the order's total.
    expect(mockedApi).not.toHaveBeenCalledWith(
      "POST",
      "/payments/paypal/orders",
      expect.anything(),
    );
  });

  it("uses the signed-in customer's order when there is one", async () => {
    mockedApi.mockResolvedValueOnce({ id: "lpp_diff.sig", amount: 4_500 });
    const onToken = jest.fn();
    render(<DesignChangePaypal {...props} orderId="order-9" onToken={onToken} />);
    fireEvent.click(screen.getByRole("button", { name: "Pay with PayPal (test)" }));
    await waitFor(() => expect(onToken).toHaveBeenCalledWith("lpp_diff.sig"));
    expect(mockedApi).toHaveBeenCalledWith(
      "POST",
      "/customer/orders/order-9/design-change-paypal-order",
      body,
    );
  });
});
