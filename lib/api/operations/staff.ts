import { z } from "zod";
import { RETAIL_STORE_SLUGS } from "../../retail/stores";
import { staffOperation } from "../operation";
import { idParams } from "./params";

const storeChoiceSchema = z.object({
  name: z.enum(RETAIL_STORE_SLUGS),
  label: z.string(),
  origin: z.string().meta({ description: "The store's own address, where switching is off." }),
});

export const setStaffPreview = staffOperation({
  method: "POST",
  path: "/staff/preview",
  summary:
    "Turn preview of unpublished content (Next.js draft mode) on or off for this browser. Staff " +
    "accounts only: 401 when signed out, 404 for other customers.",
  body: z.object({ enabled: z.boolean({ error: "Say whether preview is on (true or false)." }) }),
  response: z.object({ preview: z.boolean() }),
  rateLimit: 30,
});

export const listStaffStores = staffOperation({
  method: "GET",
  path: "/staff/stores",
  summary:
    "The retail stores a staff member can look at, the one this browser sees, and whether the " +
    "`retail_store_override` cookie is honoured here. Staff only: 401 when signed out, 404 for other customers.",
  response: z.object({
    current: z.enum(RETAIL_STORE_SLUGS),
    override_allowed: z.boolean(),
    /** Whether this browser is in preview (draft mode), as the server sees it. */
    preview: z.boolean(),
    stores: z.array(storeChoiceSchema),
  }),
});

export const switchStaffStore = staffOperation({
  method: "POST",
  path: "/staff/stores",
  summary:
    "See another store's variant in this browser (sets the `retail_store_override` test cookie; " +
    "null goes back to the host's store). Staff only; 422 where the override is not allowed.",
  body: z.object({
    store: z.enum(RETAIL_STORE_SLUGS, { error: "Please choose one of the stores." }).nullable(),
  }),
  response: z.object({ store: z.enum(RETAIL_STORE_SLUGS).nullable() }),
  rateLimit: 30,
});

const associateLockSchema = z.object({
  id: z.uuid(),
  user_name: z.string(),
  name: z.string(),
  display_name: z.string(),
  store: z.object({ name: z.string(), label: z.string() }),
  locked_until: z.string().meta({ description: "ISO 8601; the lock ends by itself then." }),
});

export const listAssociateLocks = staffOperation({
  method: "GET",
  path: "/staff/associate-locks",
  summary:
    "Kiosk associates locked by wrong PINs (20 in 15 minutes), soonest unlocked first. Staff " +
    "only: 401 when signed out, 404 for other customers.",
  response: z.array(associateLockSchema),
});

export const liftAssociateLockOperation = staffOperation({
  method: "DELETE",
  path: "/staff/associate-locks/{id}",
  summary:
    "Lift an associate's PIN lock (and forget their failures); answers the locks left. Staff " +
    "only: 401 when signed out, 404 for other customers and unknown associates.",
  params: idParams,
  response: z.array(associateLockSchema),
  rateLimit: 30,
});
