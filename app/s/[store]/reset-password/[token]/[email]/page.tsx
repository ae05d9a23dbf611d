import type { Metadata } from "next";
import { AuthCard } from "@/components/account/auth-card";
import { ResetPasswordForm } from "@/components/account/reset-password-form";
import { LINK_PAGE_METADATA, linkOf, type LinkParams } from "@/lib/customers/link-params";
import { storeOf } from "@/lib/retail/page-params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Choose a new password", ...LINK_PAGE_METADATA };

/** Spec 2: /reset-password/{token}/{email}, the link of the reset mail. */
export default async function Page({ params }: { params: LinkParams }) {
  await storeOf(params);
  const { token, email } = linkOf(await params);
  return (
    <AuthCard title="Choose a new password">
      <ResetPasswordForm token={token} email={email} />
    </AuthCard>
  );
}
