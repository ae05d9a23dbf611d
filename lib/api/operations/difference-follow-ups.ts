import { z } from "zod";
import { RETAIL_STORE_SLUGS } from "../../retail/stores";
import { defineOperation } from "../operation";

/**
 * Issue 38, "money is never stranded": the design changes whose money needs client care (a
 * refused difference charge, a refused refund of a difference), per store, in the staff strip.
 */
const followUpSchema = z.object({
  change_id: z.uuid(),
  order_id: z.uuid(),
  order_number: z.string().nullable(),
  store: z.string(),
  label: z.string(),
  kind: z.enum(["charge_refused", "refund_refused"]).meta({
    description:
      "charge_refused: the provider refused the difference of a dearer design, which was not " +
      "made; refund_refused: the provider refused (or keeps refusing) to refund a difference.",
  }),
  amount: z.number().int().meta({ description: "Cents: to charge, or owed back." }),
  reason: z.string().nullable(),
  refund: z
    .object({
      status: z.enum(["pending", "failed"]),
      attempts: z.number().int(),
      last_error: z.string().nullable(),
    })
    .nullable(),
  at: z.string(),
  actions: z.array(z.enum(["retry", "settle"])),
  history: z.array(
    z.object({ kind: z.string(), actor: z.string(), note: z.string().nullable(), at: z.string() }),
  ),
});

export const listDifferenceFollowUps = defineOperation({
  method: "GET",
  path: "/staff/design-changes/follow-ups",
  summary:
    "Client care: design changes whose money needs a person (a refused difference charge, a " +
    "refused refund of a difference), of one store or all, oldest first, each with its history. " +
    "Staff only: 401 when signed out, 404 for other customers.",
  tag: "Staff",
  auth: "customer",
  query: z.object({ store: z.enum(RETAIL_STORE_SLUGS).optional() }),
  response: z.array(followUpSchema),
});

export const actOnDifferenceFollowUpOperation = defineOperation({
  method: "POST",
  path: "/staff/design-changes/{id}/follow-up",
  summary:
    "Client care acts on a design change's money with a note kept in its history: `retry` (ask " +
    "the provider again for a refused refund; 409 `difference_retry_not_open` for a refused " +
    "charge, which needs the client) or `settle` (settled by client care: it leaves the list, " +
    "and refunds still waiting are stopped). 409 `difference_not_open` when nothing is refused, " +
    "`difference_already_settled` the second time. Staff only.",
  tag: "Staff",
  auth: "customer",
  params: z.object({ id: z.uuid().transform((v) => v.toLowerCase()) }),
  body: z.object({
    action: z.enum(["retry", "settle"], { error: "Please choose retry or settle." }),
    note: z
      .string({ error: "Please add a note for the order's history." })
      .trim()
      .min(1, "Please add a note for the order's history.")
      .max(1000, "Please keep the note under 1,000 characters."),
  }),
  response: followUpSchema,
  rateLimit: 30,
});
