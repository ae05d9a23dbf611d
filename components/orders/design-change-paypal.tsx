"use client";

import { PaypalButtons } from "@/components/payments/paypal-buttons";
import { api, call } from "@/lib/http/api-client";
import type { ClientMethodConfig } from "@/lib/payments/types";

/**
 * Issue 38: a dearer design's difference for an order paid with PayPal (docs/adr/0350). The
 * checkout's own PayPal buttons (PayPal's lazily loaded Smart Buttons live, the simulated
 * approval locally), approving a PayPal order the server creates for the difference it prices
 * again (never this page's figure); the approved order's id confirms the change.
 */
export function DesignChangePaypal({
  config,
  orderId,
  lineId,
  designId,
  difference,
  onToken,
}: {
  config: Extract<ClientMethodConfig, { method: "paypal" }>;
  orderId: string | null;
  lineId: string;
  designId: string;
  difference: number;
  onToken: (token: string) => void;
}) {
  const createOrder = async () => {
    const body = {
      line_id: lineId,
      configured_product_id: designId,
      expected_difference: difference,
    };
    const created = orderId
      ? await call(() =>
          api.POST("/api/external/customer/orders/{id}/design-change-paypal-order", {
            params: { path: { id: orderId } },
            body,
          }),
        )
      : await call(() =>
          api.POST("/api/external/tracked-order/design-change-paypal-order", { body }),
        );
    return created.id;
  };
  return (
    <div className="checkout">
      <PaypalButtons
        config={config}
        orderId={orderId ?? lineId}
        createOrder={createOrder}
        onToken={(token) => onToken(token)}
      />
    </div>
  );
}
