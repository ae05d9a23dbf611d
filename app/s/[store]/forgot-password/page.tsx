import type { Metadata } from "next";
import { ForgotPasswordPage } from "@/components/account/auth-pages";
import { storeOf, type StoreParams } from "@/lib/retail/page-params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Forgot your password?",
  robots: { index: false, follow: false },
};

export default async function Page({ params }: { params: StoreParams }) {
  await storeOf(params);
  return <ForgotPasswordPage />;
}
