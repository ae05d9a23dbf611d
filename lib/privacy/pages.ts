import "server-only";
import { db } from "../db/client";
import { privacyLinkKind } from "./requests";

/** The mailed link's page: what its button will do, or null for a used or expired link. */
export async function privacyLinkPage(token: string) {
  return privacyLinkKind(await db(), token);
}
