import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/account/auth-card";
import { PrivacyLink } from "@/components/account/privacy-link";
import { LINK_PAGE_METADATA } from "@/lib/customers/link-params";
import { privacyLinkPage } from "@/lib/privacy/pages";
import { storeOf } from "@/lib/retail/page-params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your data", ...LINK_PAGE_METADATA };

type Params = Promise<{ store: string; token: string }>;

/** A privacy request's mailed link (issue 37). Opening it changes nothing; the button acts. */
export default async function Page({ params }: { params: Params }) {
  await storeOf(params);
  const { token } = await params;
  const link = await privacyLinkPage(token);
  if (!link) {
    return (
      <AuthCard title="This link has expired">
        <p data-testid="privacy-link-expired">
          This link has expired or was already used. You can ask again from{" "}
          <Link href="/my-account">My account</Link> or <Link href="/privacy-request">here</Link>.
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={link.kind === "export" ? "Download your data" : "Erase your data"}>
      <PrivacyLink kind={link.kind} token={token} />
    </AuthCard>
  );
}
