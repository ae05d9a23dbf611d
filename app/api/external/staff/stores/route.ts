// GET|POST /api/external/staff/stores – the staff store switcher (spec 4 retail-store test cookie)
import { draftMode } from "next/headers";
import { DomainError } from "@/lib/errors";
import { handle } from "@/lib/api/handler";
import { listStaffStores, switchStaffStore } from "@/lib/api/operations/staff";
import {
  RETAIL_STORE_COOKIE,
  RETAIL_STORE_COOKIE_MAX_AGE,
  RETAIL_STORE_OVERRIDE_COOKIE,
} from "@/lib/retail/stores";
import { assertStaff, staffStoreChoices, storeOverrideAllowed } from "@/lib/staff/stores";

export const GET = handle(listStaffStores, async (ctx) => {
  assertStaff(ctx.customer);
  return {
    current: ctx.store,
    override_allowed: storeOverrideAllowed(),
    preview: (await draftMode()).isEnabled,
    stores: await staffStoreChoices(ctx.db),
  };
});

export const POST = handle(switchStaffStore, async (ctx) => {
  assertStaff(ctx.customer);
  if (!storeOverrideAllowed()) {
    throw DomainError.validation({
      store: ["Switching stores is off on this server. Open the store at its own address."],
    });
  }
  // The cached store record belongs to the old store; the proxy fetches the new one.
  ctx.deleteCookie(RETAIL_STORE_COOKIE);
  if (ctx.body.store) {
    ctx.setCookie(RETAIL_STORE_OVERRIDE_COOKIE, ctx.body.store, {
      path: "/",
      sameSite: "lax",
      maxAge: RETAIL_STORE_COOKIE_MAX_AGE,
    });
  } else {
    ctx.deleteCookie(RETAIL_STORE_OVERRIDE_COOKIE);
  }
  return { store: ctx.body.store };
});
