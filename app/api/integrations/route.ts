// GET /api/integrations – the browser shell's integration settings, read at run time (issue 24)
import { NextResponse } from "next/server";
import { shellSettings } from "@/lib/integrations";
import { currentIntegrationSettings } from "@/lib/integrations/current";

/**
 * The prerendered pages are written once, at build time; what they start in the browser
 * (analytics, e-mail marketing, live chat) is asked for here instead, so it follows this
 * server's environment, as the pages' policy does. Public values only; cached briefly.
 */
export const dynamic = "force-dynamic";

export function GET() {
  return NextResponse.json(shellSettings(currentIntegrationSettings()), {
    headers: { "Cache-Control": "public, max-age=300" },
  });
}
