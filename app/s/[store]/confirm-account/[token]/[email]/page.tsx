import type { Metadata } from "next";
import { AuthCard } from "@/components/account/auth-card";
import { ConfirmAccount } from "@/components/account/confirm-account";
import { LINK_PAGE_METADATA, linkOf, type LinkParams } from "@/lib/customers/link-params";
import { storeOf } from "@/lib/retail/page-params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Create your account", ...LINK_PAGE_METADATA };

/** The sign-up mail's link. Opening it changes nothing; the button makes the account (a POST). */
export default async function Page({ params }: { params: LinkParams }) {
  await storeOf(params);
  const { token, email } = linkOf(await params);
  return (
    <AuthCard title="Create your account">
      <ConfirmAccount token={token} email={email} />
    </AuthCard>
  );
}
