import type { Metadata } from "next";
import { AuthCard } from "@/components/account/auth-card";
import { VerifyEmail } from "@/components/account/verify-email";
import { LINK_PAGE_METADATA, linkOf, type LinkParams } from "@/lib/customers/link-params";
import { storeOf } from "@/lib/retail/page-params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Confirm your e-mail", ...LINK_PAGE_METADATA };

/** The welcome mail's link. Opening it changes nothing; the button confirms (a POST). */
export default async function Page({ params }: { params: LinkParams }) {
  await storeOf(params);
  const { token, email } = linkOf(await params);
  return (
    <AuthCard title="Confirm your e-mail">
      <VerifyEmail token={token} email={email} />
    </AuthCard>
  );
}
