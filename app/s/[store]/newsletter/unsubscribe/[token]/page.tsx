import type { Metadata } from "next";
import { AuthCard } from "@/components/account/auth-card";
import { NewsletterLink } from "@/components/content/newsletter-link";
import { LINK_PAGE_METADATA } from "@/lib/customers/link-params";
import { storeOf } from "@/lib/retail/page-params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Unsubscribe", ...LINK_PAGE_METADATA };

type Params = Promise<{ store: string; token: string }>;

/** Every newsletter mail's unsubscribe link: one press of the button, nothing to sign in to. */
export default async function Page({ params }: { params: Params }) {
  await storeOf(params);
  const { token } = await params;
  return (
    <AuthCard title="Unsubscribe from our letters">
      <NewsletterLink action="unsubscribe" token={token} />
    </AuthCard>
  );
}
