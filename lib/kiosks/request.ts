import "server-only";
import type { Db } from "../db/types";
import type { RetailStoreSlug } from "../retail/stores";
import { enrolledKiosk, type KioskDevice } from "./devices";
import { KIOSK_COOKIE } from "./rules";

type KioskRequestCtx = {
  db: Db;
  store: RetailStoreSlug;
  request: { cookies: { get: (name: string) => { value: string } | undefined } };
};

/** The enrolled kiosk this API request comes from, or null (lib/kiosks/devices.ts). */
export const requestKiosk = (ctx: KioskRequestCtx): Promise<KioskDevice | null> =>
  enrolledKiosk(ctx.db, ctx.store, ctx.request.cookies.get(KIOSK_COOKIE)?.value);
