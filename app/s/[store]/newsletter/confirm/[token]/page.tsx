import type { Metadata } from "next";
import { AuthCard } from "@/components/account/auth-card";
import { NewsletterLink } from "@/components/content/newsletter-link";
import { LINK_PAGE_METADATA } from "@/lib/customers/link-params";
import { storeOf } from "@/lib/retail/page-params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Confirm your subscription", ...LINK_PAGE_METADATA };

type Params = Promise<{ store: string; token: string }>;

/** The newsletter confirmation mail's link. Opening it changes nothing; the button confirms. */
export default async function Page({ params }: { params: Params }) {
  await storeOf(params);
  const { token } = await params;
  return (
    <AuthCard title="Confirm your subscription">
      <NewsletterLink action="confirm" token={token} />
    </AuthCard>
  );
}
