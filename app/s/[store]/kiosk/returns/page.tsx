import type { Metadata } from "next";
import { CounterReturns } from "@/components/kiosk/counter-returns";
import "@/app/account.css";
import "@/app/returns.css";
import "./counter.css";
import { kioskCheckoutOnly } from "@/lib/checkout/route-guards";
import { storeOf, type StoreParams } from "@/lib/retail/page-params";
import { unlisted } from "@/lib/seo/unlisted";

export const dynamic = "force-dynamic";
export const metadata: Metadata = unlisted("Returns at the counter");

/**
 * Issue 38: the associate's returns screen, kiosk stores only. The page holds nothing of an
 * order: every look-up and the return itself go through the counter API with the PIN.
 */
export default async function Page({ params }: { params: StoreParams }) {
  const store = await storeOf(params);
  kioskCheckoutOnly(store);
  return <CounterReturns />;
}
