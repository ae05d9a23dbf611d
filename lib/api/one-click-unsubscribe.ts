import "server-only";
import type { NextRequest, NextResponse } from "next/server";
import { db as openDb } from "../db/client";
import { DomainError } from "../errors";
import { log } from "../log";
import { unsubscribeNewsletter } from "../marketing/newsletter";
import { hit } from "../security/rate-limit";
import { clientIp } from "./client-ip";
import { domainErrorResponse } from "./errors";
import { failure, success } from "./respond";

/**
 * RFC 8058 one-click unsubscribe: a mail program's Unsubscribe button posts
 * `List-Unsubscribe=One-Click` to the address in the List-Unsubscribe header. A plain route, not
 * `handle()`: the mail program is not a browser (no session, no CSRF cookie), and the signed token
 * in the path is the whole authority, so a forged request can only unsubscribe the address the
 * token names, which is what its holder asked for.
 */
export async function oneClickUnsubscribe(
  request: NextRequest,
  token: string,
): Promise<NextResponse> {
  try {
    const rate = await hit(`one-click-unsubscribe|${clientIp(request.headers)}`, 30);
    if (!rate.allowed) {
      throw DomainError.rateLimited("Too many requests.", rate.retryAfterSeconds);
    }
    await unsubscribeNewsletter(await openDb(), token);
    return success({ unsubscribed: true }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (error instanceof DomainError) return domainErrorResponse(error);
    log().error({ err: error }, "[newsletter] one-click unsubscribe failed");
    return failure(500, "Something went wrong on our side. Please try again.");
  }
}
