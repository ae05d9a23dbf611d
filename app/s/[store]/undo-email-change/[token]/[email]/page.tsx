import type { Metadata } from "next";
import { UndoEmailChangeForm } from "@/components/account/undo-email-change-form";
import { linkPage } from "@/components/account/link-page";
import { LINK_PAGE_METADATA } from "@/lib/customers/link-params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Keep your e-mail address", ...LINK_PAGE_METADATA };

/** The notice to the old address; the form takes the address back. */
export default linkPage("Keep your e-mail address", UndoEmailChangeForm);
