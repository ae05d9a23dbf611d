import type { Metadata } from "next";
import { ConfirmAccount } from "@/components/account/confirm-account";
import { linkPage } from "@/components/account/link-page";
import { LINK_PAGE_METADATA } from "@/lib/customers/link-params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Create your account", ...LINK_PAGE_METADATA };

/** The sign-up mail's link; the button makes the account (a POST). */
export default linkPage("Create your account", ConfirmAccount);
