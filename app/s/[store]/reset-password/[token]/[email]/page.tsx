import type { Metadata } from "next";
import { AuthCard } from "@/components/account/auth-card";
import { decodeSegment } from "@/components/account/auth-pages";
import { ResetPasswordForm } from "@/components/account/reset-password-form";
import { storeOf } from "@/lib/retail/page-params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Choose a new password",
  robots: { index: false, follow: false },
  // The token is in the path: never send it to another site in a Referer.
  referrer: "no-referrer",
};

type Params = Promise<{ store: string; token: string; email: string }>;

/** Spec 2: /reset-password/{token}/{email}, the link of the reset mail. */
export default async function Page({ params }: { params: Params }) {
  await storeOf(params);
  const { token, email } = await params;
  return (
    <AuthCard title="Choose a new password">
      <ResetPasswordForm token={decodeSegment(token)} email={decodeSegment(email)} />
    </AuthCard>
  );
}
