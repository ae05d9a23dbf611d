import type { Metadata } from "next";
import { authRoute, SignupPage } from "@/components/account/auth-pages";

export const dynamic = "force-dynamic";
export const metadata: Metadata = {
  title: "Create account",
  robots: { index: false, follow: false },
};

export default authRoute(SignupPage);
