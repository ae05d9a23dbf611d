// POST /api/external/public/privacy-requests/download – issue 37, the mailed download link's button
import { NextResponse } from "next/server";
import { handle } from "@/lib/api/handler";
import { downloadMyData } from "@/lib/api/operations/privacy";
import { usePrivacyLink } from "@/lib/privacy/requests";

export const POST = handle(downloadMyData, async (ctx) => {
  const file = await usePrivacyLink(ctx.db, ctx.body.token, "export");
  const day = file.generated_at.slice(0, 10);
  return new NextResponse(JSON.stringify(file, null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="my-data-${day}.json"`,
      "cache-control": "no-store",
    },
  });
});
