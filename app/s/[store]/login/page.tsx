import type { Metadata } from "next";
import { LoginPage, type AuthSearchParams } from "@/components/account/auth-pages";
import { storeOf, type StoreParams } from "@/lib/retail/page-params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Sign in", robots: { index: false, follow: false } };

export default async function Page({
  params,
  searchParams,
}: {
  params: StoreParams;
  searchParams: AuthSearchParams;
}) {
  await storeOf(params);
  return <LoginPage searchParams={searchParams} />;
}
