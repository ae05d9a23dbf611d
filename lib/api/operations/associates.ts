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
    "Department-store kiosks: the sales associate signs in to the cart with user name and PIN " +
    "and is bound to it (invoice, receipt and adjustments need this). The associate must belong " +
    "to the cart's store; every refusal reads the same; attempts are throttled (429).",
  tag: "Checkout",
  auth: "optional",
  body: associateSignInSchema.extend({
    order_id: z.uuid({ error: "Your bag could not be found." }).transform((v) => v.toLowerCase()),
  }),
  response: associateSchema,
  rateLimit: 30,
});
