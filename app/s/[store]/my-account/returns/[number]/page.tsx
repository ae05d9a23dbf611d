import "@/app/account.css";
import "@/app/returns.css";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AccountFrame } from "@/components/account/account-nav";
import { ReturnAuthorisation } from "@/components/account/return-authorisation";
import { accountReturn } from "@/lib/account/pages";
import { requireAccount } from "@/lib/customers/page-session";
import { returnNumberSchema } from "@/lib/orders/return-rules";
import { storeOf } from "@/lib/retail/page-params";
import { unlisted } from "@/lib/seo/unlisted";

export const dynamic = "force-dynamic";
export const metadata: Metadata = unlisted("Return authorisation");

type Params = Promise<{ store: string; number: string }>;

/** Issue 38: the printable return authorisation; anyone else's, or none, is a 404. */
export default async function ReturnPage({ params }: { params: Params }) {
  await storeOf(params);
  const { number } = await params;
  const customer = await requireAccount(`/my-account/returns/${encodeURIComponent(number)}`);
  const parsed = returnNumberSchema.safeParse(number);
  if (!parsed.success) notFound();
  const found = await accountReturn(customer, parsed.data);
  if (!found) notFound();
  return (
    <AccountFrame title={`Return ${found.view.number}`} current="orders">
      <ReturnAuthorisation view={found.view} qr={found.qr} />
    </AccountFrame>
  );
}
