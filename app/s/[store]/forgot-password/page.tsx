import type { Metadata } from "next";
import { ForgotPasswordPage } from "@/components/account/auth-pages";
import { storeOf, type StoreParams } from "@/lib/retail/page-params";
import { unlisted } from "@/lib/seo/unlisted";

export const dynamic = "force-dynamic";
export const metadata: Metadata = unlisted("Forgot your password?");

export default async function Page({ params }: { params: StoreParams }) {
  await storeOf(params);
  return <ForgotPasswordPage />;
}
