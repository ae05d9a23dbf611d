import type { Metadata } from "next";
import { VerifyEmail } from "@/components/account/verify-email";
import { linkPage } from "@/components/account/link-page";
import { LINK_PAGE_METADATA } from "@/lib/customers/link-params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Confirm your e-mail", ...LINK_PAGE_METADATA };

/** The confirmation mail's link; the button confirms (a POST). */
export default linkPage("Confirm your e-mail", VerifyEmail);
