import { z } from "zod";
import { enrollmentCodeSchema, kioskLabelSchema } from "../../kiosks/rules";
import { RETAIL_STORE_SLUGS } from "../../retail/stores";
import { defineOperation, staffOperation } from "../operation";
import { idParams } from "./params";

const when = (description: string) => z.string().nullable().meta({ description });

const kioskDeviceSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  store: z.object({ name: z.string(), label: z.string() }),
  state: z.enum(["enrolled", "pending", "expired", "revoked"]).meta({
    description:
      "enrolled: a browser holds it; pending: its enrollment link is not opened yet (30 minutes).",
  }),
  created_by: z.string(),
  created_at: z.string(),
  enrolled_at: when("ISO 8601; null while pending."),
  last_seen_at: when("ISO 8601: the last associate action (or staff look) from it."),
  revoked_at: when("ISO 8601; null unless revoked."),
});

const kioskListSchema = z.object({
  current: z.enum(RETAIL_STORE_SLUGS),
  can_enroll: z.boolean().meta({ description: "Whether this address is a kiosk store's." }),
  this_device: z.uuid().nullable().meta({
    description: "This browser's enrolled kiosk of this store, or null.",
  }),
  devices: z.array(kioskDeviceSchema),
});

export const listKioskDevicesOperation = staffOperation({
  method: "GET",
  path: "/staff/kiosk-devices",
  summary:
    "The enrolled kiosks of every department store (and those waiting for their enrollment " +
    "link), newest first, and whether this browser is one. Staff only: 401 when signed out, 404 " +
    "for other customers.",
  response: kioskListSchema,
});

export const enrollKioskBrowserOperation = staffOperation({
  method: "POST",
  path: "/staff/kiosk-devices",
  summary:
    "Enroll this browser as a kiosk of this address's department store: it gets a sealed, " +
    "HttpOnly, SameSite=Strict cookie for 400 days, the only way to take associates' PINs there " +
    "(an earlier enrollment of this browser is revoked). Staff only (401, 404); 403 on a store " +
    "that has no kiosks.",
  body: z.object({ label: kioskLabelSchema }),
  response: kioskListSchema,
  rateLimit: 30,
});

export const revokeKioskDeviceOperation = staffOperation({
  method: "DELETE",
  path: "/staff/kiosk-devices/{id}",
  summary:
    "Revoke a kiosk: its browser is refused from its next associate action, and a waiting " +
    "enrollment link dies. Answers the list. Staff only (401, 404); 404 for an unknown id.",
  params: idParams,
  response: kioskListSchema,
  rateLimit: 30,
});

export const createKioskEnrollmentOperation = staffOperation({
  method: "POST",
  path: "/staff/kiosk-enrollments",
  summary:
    "A one-time enrollment link for another browser of this address's department store (as " +
    "`npm run kiosks -- enroll` prints): valid 30 minutes, the code in the fragment. Staff only " +
    "(401, 404); 403 on a store that has no kiosks.",
  body: z.object({ label: kioskLabelSchema }),
  response: z.object({
    id: z.uuid(),
    code: z.string(),
    link: z.string(),
    expires_at: z.string(),
  }),
  rateLimit: 30,
});

export const redeemKioskEnrollmentOperation = defineOperation({
  method: "POST",
  path: "/public/kiosk-enrollment",
  summary:
    "The kiosk's browser opens its enrollment link and sends the code: a code of this store, " +
    "unused and under 30 minutes old, enrolls it once (the kiosk cookie, as staff enrollment " +
    "sets it). Every other code is the same 422 `kiosk_enrollment_invalid`.",
  tag: "Checkout",
  auth: "none",
  body: z.object({ code: enrollmentCodeSchema }),
  response: z.object({
    id: z.uuid(),
    label: z.string(),
    store: z.enum(RETAIL_STORE_SLUGS),
  }),
  rateLimit: 10,
});
