import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/account/auth-card";
import { GuestPrivacyForm } from "@/components/account/guest-privacy-form";
import { storeOf, type StoreParams } from "@/lib/retail/page-params";
import { unlisted } from "@/lib/seo/unlisted";

export const dynamic = "force-dynamic";
export const metadata: Metadata = unlisted("Your data");

/** Issue 37: a guest's request for their data, or its erasure, by e-mail. */
export default async function Page({ params }: { params: StoreParams }) {
  await storeOf(params);
  return (
    <AuthCard
      title="Your data"
      intro={
        <p>
          Ordered without an account? Ask for a copy of what we hold under your e-mail address, or
          for its erasure. With an account, use <Link href="/my-account">My account</Link>.
        </p>
      }
    >
      <GuestPrivacyForm />
    </AuthCard>
  );
}
