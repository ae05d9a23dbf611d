import type { Metadata } from "next";
import { authRoute, LoginPage } from "@/components/account/auth-pages";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Sign in", robots: { index: false, follow: false } };

export default authRoute(LoginPage);
