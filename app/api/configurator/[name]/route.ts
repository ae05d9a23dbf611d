// GET /api/configurator/{name} – a bag's whole configurator data for its page (issue 27)
import { z } from "zod";
import { failure } from "@/lib/api/respond";
import { bagFor } from "@/lib/catalogue/browse";
import { configurableJson } from "@/lib/configurator/configurable-json";
import type { NextRequest } from "next/server";
import { storeOfRequest } from "@/lib/api/request-store";

/**
 * The configurator's page carries only what draws its design; the choices come from here,
 * preloaded by the page. The page names the data's version (`?v=`): when it is the current one,
 * the answer is cached for good (a new catalogue gives a new URL); else the current data, not
 * cached, so a page written before a catalogue change still gets choices.
 */
export const dynamic = "force-dynamic";

const query = z.object({ v: z.string().max(64).optional() });

export async function GET(request: NextRequest, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  const store = storeOfRequest(request);
  const bag = await bagFor(store, name);
  if (!bag) {
    return failure(404, "No bag of that name in this store.");
  }
  const asked = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const { body, version } = configurableJson(bag);
  const current = asked.success && asked.data.v === version;
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}
