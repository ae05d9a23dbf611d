import type { Metadata } from "next";
import { authRoute, LoginPage } from "@/components/account/auth-pages";
import { unlisted } from "@/lib/seo/unlisted";

export const dynamic = "force-dynamic";
export const metadata: Metadata = unlisted("Sign in");

export default authRoute(LoginPage);
