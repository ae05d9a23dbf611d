import type { Metadata } from "next";
import { AuthCard } from "@/components/account/auth-card";
import { ConfirmEmailChange } from "@/components/account/confirm-email-change";
import { LINK_PAGE_METADATA, linkOf, type LinkParams } from "@/lib/customers/link-params";
import { storeOf } from "@/lib/retail/page-params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Confirm your new e-mail", ...LINK_PAGE_METADATA };

/** The new address's link. Opening it changes nothing; the button moves the account (a POST). */
export default async function Page({ params }: { params: LinkParams }) {
  await storeOf(params);
  const { token, email } = linkOf(await params);
  return (
    <AuthCard title="Confirm your new e-mail">
      <ConfirmEmailChange token={token} email={email} />
    </AuthCard>
  );
}
