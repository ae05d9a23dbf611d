import type { Metadata } from "next";
import { ConfirmEmailChange } from "@/components/account/confirm-email-change";
import { linkPage } from "@/components/account/link-page";
import { LINK_PAGE_METADATA } from "@/lib/customers/link-params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Confirm your new e-mail", ...LINK_PAGE_METADATA };

/** The new address's link; the button moves the account (a POST). */
export default linkPage("Confirm your new e-mail", ConfirmEmailChange);
