import type { Metadata } from "next";
import { ResetPasswordForm } from "@/components/account/reset-password-form";
import { linkPage } from "@/components/account/link-page";
import { LINK_PAGE_METADATA } from "@/lib/customers/link-params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Choose a new password", ...LINK_PAGE_METADATA };

/** Spec 2: /reset-password/{token}/{email}, the link of the reset mail. */
export default linkPage("Choose a new password", ResetPasswordForm);
