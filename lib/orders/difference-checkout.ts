import "server-only";
import type { OrderRow } from "../cart/loaded-cart";
import type { Db } from "../db/types";
import { paymentOptions } from "../payments";
import { createDifferenceCheckout } from "../payments/difference-checkout";
import type { ClientMethodConfig } from "../payments/types";
import { dearerChange, differenceRouteOf, type DifferenceRequest } from "./difference-payment";

/**
 * Issue 38: the start of a wallet or financing order's difference (ADRs 0420, 0421). The server
 * prices the change again and, only for the difference the client was shown, opens that
 * provider's checkout for it; the provider sends the client back to the change's review page
 * with its token, which confirms the change (`changeDesign` reads it back and charges it).
 */
export async function startDifferenceCheckout(
  db: Db,
  order: OrderRow,
  input: DifferenceRequest,
  /** The change's review page, absolute, without the provider's query. */
  returnUrl: string,
): Promise<{ provider: "wallet" | "financing"; redirectUrl: string; amount: number }> {
  const { quote, route, occasion } = await dearerChange(
    db,
    order,
    input,
    ["wallet_checkout", "financing_checkout"],
    () => [
      "The difference for this order is not paid through a provider's checkout.",
      "change_not_by_checkout",
    ],
  );
  const provider = route.kind === "wallet_checkout" ? "wallet" : "financing";
  const { redirectUrl } = await createDifferenceCheckout(provider, {
    orderId: order.id,
    occasion,
    amount: quote.difference,
    returnUrl,
  });
  return { provider, redirectUrl, amount: quote.difference };
}

/** The review page of a change, where a provider's checkout sends the client back. */
export function changeReviewUrl(
  origin: string,
  page: { kind: "customer"; orderId: string } | { kind: "tracked" },
  input: { lineId: string; configuredProductId: string },
): string {
  const path =
    page.kind === "customer"
      ? `/my-account/orders/${encodeURIComponent(page.orderId)}/change`
      : "/orders/track/change";
  const url = new URL(path, origin);
  url.searchParams.set("line", input.lineId);
  url.searchParams.set("design", input.configuredProductId);
  return url.toString();
}

/**
 * The review page's provider for a difference paid through a checkout, decided by the route the
 * server charges by: the wallet's or financing's client settings, or null.
 */
export async function differenceCheckoutConfig(
  db: Db,
  orderId: string,
  difference: number,
): Promise<Extract<ClientMethodConfig, { method: "wallet" | "financing" }> | null> {
  const route = await differenceRouteOf(db, orderId, difference);
  if (route.kind !== "wallet_checkout" && route.kind !== "financing_checkout") return null;
  const method = route.kind === "wallet_checkout" ? "wallet" : "financing";
  const [config] = paymentOptions([method]).methods;
  return config?.method === "wallet" || config?.method === "financing" ? config : null;
}
