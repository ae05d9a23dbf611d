import "server-only";
import { draftMode } from "next/headers";
import { currentAccount } from "../customers/page-session";
import { isStaff } from "./role";

/**
 * Staff preview is on for this request: Next's draft mode is on AND the session belongs to a
 * staff account. The draft-mode cookie alone (kept after sign-out, or copied to another browser)
 * shows nothing unpublished. The session is only read when draft mode is on, so prerendering and
 * ordinary shoppers never touch cookies here.
 */
export async function inStaffPreview(): Promise<boolean> {
  if (!(await draftMode()).isEnabled) return false;
  return isStaff(await currentAccount());
}
