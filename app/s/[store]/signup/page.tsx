import type { Metadata } from "next";
import { authRoute, SignupPage } from "@/components/account/auth-pages";
import { unlisted } from "@/lib/seo/unlisted";

export const dynamic = "force-dynamic";
export const metadata: Metadata = unlisted("Create account");

export default authRoute(SignupPage);
