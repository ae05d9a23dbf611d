import type { Metadata } from "next";
import { FinishSignIn } from "@/components/account/finish-sign-in";
import { linkPage } from "@/components/account/link-page";
import { LINK_PAGE_METADATA } from "@/lib/customers/link-params";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Finish signing in", ...LINK_PAGE_METADATA };

/** Issue 25: the link mailed after a right password from a busy network; the button signs in. */
export default linkPage("Finish signing in", FinishSignIn);
