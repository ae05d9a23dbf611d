// POST /api/external/public/privacy-requests/erase – issue 37, the mailed erasure link's button
import { after, NextResponse } from "next/server";
import { handle } from "@/lib/api/handler";
import { confirmErasure } from "@/lib/api/operations/privacy";
import { runDueForgetJobs } from "@/lib/privacy/forget";
import { usePrivacyLink } from "@/lib/privacy/requests";

export const POST = handle(confirmErasure, async (ctx) => {
  await usePrivacyLink(ctx.db, ctx.body.token, "erase");
  // After the commit: the services queued in the erasure's transaction are told now, and the
  // jobs timer retries any that did not answer.
  after(() => runDueForgetJobs(ctx.db));
  // The browser that confirms forgets the store's cookies and storage (session, device cookie,
  // the trackers' first-party identities): https://www.w3.org/TR/clear-site-data/
  return NextResponse.json(
    { status: "success", content: { erased: true } },
    { headers: { "clear-site-data": '"cookies", "storage"', "cache-control": "no-store" } },
  );
});
