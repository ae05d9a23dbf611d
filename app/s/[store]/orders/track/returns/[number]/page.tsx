import "@/app/account.css";
import "@/app/returns.css";
import type { Metadata } from "next";
import { cookies } from "next/headers";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ReturnAuthorisation } from "@/components/account/return-authorisation";
import { trackedReturn } from "@/lib/orders/guest-returns";
import { returnNumberSchema } from "@/lib/orders/return-rules";
import { TRACK_COOKIE } from "@/lib/orders/tracking";
import { storeOf, type StoreParams } from "@/lib/retail/page-params";
import { unlisted } from "@/lib/seo/unlisted";

export const dynamic = "force-dynamic";
export const metadata: Metadata = unlisted("Return authorisation");

type Params = Promise<Awaited<StoreParams> & { number: string }>;

/**
 * Issue 38: a guest's printable return authorisation. The tracking cookie (sent on every path
 * under /orders/track) names the order; a return of any other order, or no live grant, is a 404.
 */
export default async function TrackedReturnPage({ params }: { params: Params }) {
  const store = await storeOf(params);
  const parsed = returnNumberSchema.safeParse((await params).number);
  if (!parsed.success) notFound();
  const found = await trackedReturn(store, (await cookies()).get(TRACK_COOKIE)?.value, parsed.data);
  if (!found) notFound();
  return (
    <div className="section account">
      <header className="account__header">
        <h1>{`Return ${found.view.number}`}</h1>
      </header>
      <p className="cart-back no-print">
        <Link href="/orders/track">← Your order</Link>
      </p>
      <ReturnAuthorisation view={found.view} qr={found.qr} />
    </div>
  );
}
