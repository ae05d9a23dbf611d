import type { Metadata } from "next";
import { AuthCard } from "@/components/account/auth-card";
import { decodeSegment } from "@/components/account/auth-pages";
import { VerifyEmail } from "@/components/account/verify-email";
import { storeOf } from "@/lib/retail/page-params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Confirm your e-mail",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

type Params = Promise<{ store: string; token: string; email: string }>;

/** The welcome mail's link. Opening it changes nothing; the button confirms (a POST). */
export default async function Page({ params }: { params: Params }) {
  await storeOf(params);
  const { token, email } = await params;
  return (
    <AuthCard title="Confirm your e-mail">
      <VerifyEmail token={decodeSegment(token)} email={decodeSegment(email)} />
    </AuthCard>
  );
}
