import "server-only";
import { readDeliveryClaim } from "../catalogue/read";
import {
  CLAIM_NOTICE,
  deliveryClaimCopy,
  promisesTwentyOneDays,
  type DeliveryClaimCopy,
} from "./claim";

/**
 * The claim's words for a page rendering now: read from the published catalogue, like the rest
 * of a prerendered page, and revalidated with it when the claim changes (claim-state.ts).
 */
export async function claimCopy(): Promise<DeliveryClaimCopy> {
  return deliveryClaimCopy((await readDeliveryClaim()).holds);
}

/**
 * The note a content page carries while the 21 days do not hold and its own text promises them;
 * null otherwise. Revalidated with the page when the claim changes, like claimCopy().
 */
export async function claimNoticeFor(text: string): Promise<string | null> {
  const { holds } = await readDeliveryClaim();
  return !holds && promisesTwentyOneDays(text) ? CLAIM_NOTICE : null;
}
