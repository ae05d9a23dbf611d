/**
 * Issue 38: the addresses of a design change, from the order page or guest tracking to the
 * configurator and on to the review. Pure: the order page, the configurator's page and the
 * review build and read them alike.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string | null | undefined): value is string =>
  typeof value === "string" && UUID.test(value);

/** The configurator on the ordered design, in change mode; `orderId` null for guest tracking. */
export function changeDesignHref(input: {
  productName: string;
  design: string;
  lineId: string;
  orderId: string | null;
}): string {
  const query = new URLSearchParams({ d: input.design, change: input.lineId });
  if (input.orderId) query.set("order", input.orderId);
  return `/bags/${encodeURIComponent(input.productName)}?${query}`;
}

/** The review page the configurator goes on to (the saved design's id is added to it). */
export function changeReviewPath(
  lineId: string | null | undefined,
  orderId: string | null | undefined,
): string | null {
  if (!isUuid(lineId)) return null;
  const base = isUuid(orderId) ? `/my-account/orders/${orderId}/change` : "/orders/track/change";
  return `${base}?line=${lineId}`;
}
