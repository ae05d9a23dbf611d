import { z } from "zod";
import { associateSignInSchema } from "../../associates/schema";
import { defineOperation } from "../operation";

export const associateSchema = z.object({
  id: z.uuid(),
  user_name: z.string(),
  display_name: z.string(),
  store: z.object({ name: z.string(), label: z.string() }),
});

export const validateAssociateOperation = defineOperation({
  method: "POST",
  path: "/public/validateAssociate",
  summary:
    "Department-store kiosks: the sales associate signs in to the cart (or its invoiced order) " +
    "with user name and PIN and is bound to it for 15 minutes; the PIN pays for one adjustment " +
    "or receipt. Only from a browser staff enrolled as a kiosk of this store (issue 25): every " +
    "other browser gets one 403 `kiosk_not_enrolled` that names nobody and counts nothing. The " +
    "associate must belong to the cart's store; every refusal reads the same; an order that is " +
    "not this browser's is 404 and counts nowhere; wrong PINs are throttled per enrolled kiosk " +
    "(5) and per associate (20, a lock staff can lift) with 429.",
  tag: "Checkout",
  auth: "optional",
  body: associateSignInSchema.extend({
    order_id: z.uuid({ error: "Your bag could not be found." }).transform((v) => v.toLowerCase()),
  }),
  response: associateSchema,
  rateLimit: 30,
});

export const associateSignOutOperation = defineOperation({
  method: "POST",
  path: "/public/associate-sign-out",
  summary:
    "Department-store kiosks: end the associate's binding on this browser's orders (the kiosk's " +
    "idle reset calls it before starting over). Who served stays on the order. Enrolled kiosks " +
    "only (403 `kiosk_not_enrolled`).",
  tag: "Checkout",
  auth: "optional",
  response: z.object({ signed_out: z.literal(true) }),
  rateLimit: 30,
});
