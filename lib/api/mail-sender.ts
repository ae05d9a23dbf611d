import "server-only";
import type { NextRequest } from "next/server";
import type { WebSession } from "../auth/web-session";
import type { MailSender } from "../security/mail-caps";
import { clientIp, isLoopback } from "./client-ip";

/**
 * Who asks the store to send a mail, for the per-sender caps of lib/security/mail-caps.ts: the
 * client address and the browser session (every mailing operation is CSRF-checked, so a session
 * exists). Pass the handler context. Loopback is this machine (a same-host proxy without
 * TRUST_PROXY, the end-to-end browser): one address cap for all of it would be an outage, not a
 * limit, as for pages in proxy.ts; the session and recipient caps still apply.
 */
export async function mailSender(ctx: {
  request: NextRequest;
  session: () => Promise<WebSession>;
}): Promise<MailSender> {
  const ip = clientIp(ctx.request.headers);
  return { ip: isLoopback(ip) ? undefined : ip, session: (await ctx.session()).sid };
}
