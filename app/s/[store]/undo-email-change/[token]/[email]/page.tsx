import type { Metadata } from "next";
import { AuthCard } from "@/components/account/auth-card";
import { UndoEmailChangeForm } from "@/components/account/undo-email-change-form";
import { LINK_PAGE_METADATA, linkOf, type LinkParams } from "@/lib/customers/link-params";
import { storeOf } from "@/lib/retail/page-params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Keep your e-mail address", ...LINK_PAGE_METADATA };

/** The notice to the old address. Opening it changes nothing; the form takes the address back. */
export default async function Page({ params }: { params: LinkParams }) {
  await storeOf(params);
  const { token, email } = linkOf(await params);
  return (
    <AuthCard title="Keep your e-mail address">
      <UndoEmailChangeForm token={token} email={email} />
    </AuthCard>
  );
}
