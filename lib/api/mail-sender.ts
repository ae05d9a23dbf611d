import "server-only";
import type { NextRequest } from "next/server";
import type { WebSession } from "../auth/web-session";
import type { MailSender } from "../security/mail-caps";
import { clientIp } from "./client-ip";

/**
 * Who asks the store to send a mail, for the per-sender caps of lib/security/mail-caps.ts: the
 * client address and the browser session (every mailing operation is CSRF-checked, so a session
 * exists). Pass the handler context.
 */
export async function mailSender(ctx: {
  request: NextRequest;
  session: () => Promise<WebSession>;
}): Promise<MailSender> {
  return { ip: clientIp(ctx.request.headers), session: (await ctx.session()).sid };
}
