import "server-only";
import { readDeliveryClaim } from "../catalogue/read";
import { deliveryClaimCopy, type DeliveryClaimCopy } from "./claim";

/**
 * The claim's words for a page rendering now: read from the published catalogue, like the rest
 * of a prerendered page, and revalidated with it when the claim changes (claim-state.ts).
 */
export async function claimCopy(): Promise<DeliveryClaimCopy> {
  return deliveryClaimCopy((await readDeliveryClaim()).holds);
}
