import { z } from "zod";
import {
  RETURN_REASONS,
  RETURN_RESOLUTIONS,
  RETURN_STATUSES,
  returnNumberSchema,
} from "../../orders/return-rules";
import { associateSignInSchema } from "../../associates/schema";
import { CARRIER_KEYS, orderNumberSchema, trackingNumberSchema } from "../../orders/stages";
import { RETAIL_STORE_SLUGS } from "../../retail/stores";
import { defineOperation, partnerOperation, staffOperation } from "../operation";

/**
 * Issue 38: returns and exchanges of stock pieces. The client asks from the order page; the
 * atelier's warehouse reports the parcel received and inspected (partner scope `returns`);
 * client care sees the open returns and acts on them from the staff strip.
 */
const returnParams = z.object({ number: returnNumberSchema });
const orderParams = z.object({ id: z.uuid().transform((v) => v.toLowerCase()) });

const note = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(1000, "Please keep the note under 1,000 characters.");

const returnViewSchema = z.object({
  id: z.uuid(),
  number: z.string().meta({ description: "RA-7K3M9Q2P: printed on the authorisation's QR code." }),
  order_id: z.uuid(),
  order_number: z.string(),
  status: z.enum(RETURN_STATUSES),
  resolution: z.enum(RETURN_RESOLUTIONS),
  reason: z.enum(RETURN_REASONS),
  channel: z.enum(["online", "kiosk"]),
  client_note: z.string().nullable(),
  inspection_note: z.string().nullable(),
  requested_at: z.string(),
  lines: z.array(
    z.object({
      order_item_id: z.uuid(),
      label: z.string(),
      sku: z.string().nullable(),
      quantity: z.number().int(),
      exchange_for: z
        .object({ product_id: z.uuid(), label: z.string(), sku: z.string().nullable() })
        .nullable()
        .meta({ description: "An exchange's replacement, set aside when the return was asked." }),
    }),
  ),
  refund: z
    .object({
      status: z.enum(["none", "pending", "refunded", "failed", "credited"]).meta({
        description:
          "none: not accepted yet; pending: the provider has not accepted it yet (it is " +
          "retried); failed: refused too often, client care acts; credited: a kiosk order, " +
          "credited on the department store's invoice.",
      }),
      amount: z.number().int(),
    })
    .nullable()
    .meta({ description: "A refund's; null for an exchange." }),
  exchange: z
    .object({ carrier: z.string(), tracking_number: z.string(), tracking_url: z.string() })
    .nullable(),
  steps: z.array(z.object({ key: z.string(), label: z.string(), at: z.string().nullable() })),
});

export const getPartnerReturnOperation = partnerOperation({
  method: "GET",
  path: "/partner/returns/{number}",
  summary:
    "A return authorisation as scanned from its QR code: its pieces (and for an exchange the " +
    "piece set aside to ship instead), its status and refund. Scope `returns`; 404 for an " +
    "unknown number.",
  scopes: ["returns"],
  params: returnParams,
  response: returnViewSchema,
  rateLimit: 120,
});

export const receivePartnerReturnOperation = partnerOperation({
  method: "POST",
  path: "/partner/returns/{number}/received",
  summary:
    "The warehouse received the return's parcel; the client is mailed. 409 " +
    "`return_not_awaited` when it was received or decided already. Scope `returns`.",
  scopes: ["returns"],
  idempotent: true,
  params: returnParams,
  body: z.object({}).strict(),
  response: returnViewSchema,
  rateLimit: 120,
});

const inspectionSchema = z.discriminatedUnion("outcome", [
  z.object({
    outcome: z.literal("accepted"),
    note: z.string().trim().max(1000).optional(),
    carrier: z
      .enum(CARRIER_KEYS)
      .optional()
      .meta({ description: "An exchange only, and then required: the replacement's carrier." }),
    tracking_number: trackingNumberSchema
      .optional()
      .meta({ description: "An exchange only, and then required." }),
  }),
  z.object({
    outcome: z.literal("refused"),
    note: note("Please say why the return is refused; the client reads it."),
  }),
]);

export const inspectPartnerReturnOperation = partnerOperation({
  method: "POST",
  path: "/partner/returns/{number}/inspection",
  summary:
    "The warehouse inspected the return. `accepted`: the pieces go back in stock, a refund is " +
    "given back through the provider the order was paid with (under its own idempotency key; a " +
    "refused refund is kept, retried and shown to client care), an exchange ships its reserved " +
    "piece (carrier and tracking number required). `refused` (with a note the client reads): the " +
    "pieces go back to the client, an exchange's reserved piece back in stock. 409 " +
    "`return_not_received` or `return_already_inspected`. Scope `returns`.",
  scopes: ["returns"],
  idempotent: true,
  params: returnParams,
  body: inspectionSchema,
  response: returnViewSchema,
  rateLimit: 120,
});

const returnOptionSchema = z.object({
  order_item_id: z.uuid(),
  label: z.string(),
  sku: z.string().nullable(),
  returnable: z.number().int().meta({ description: "Units that may still be sent back." }),
  refusal: z.string().nullable().meta({ description: "Why the line cannot be returned." }),
  until: z.string().nullable().meta({ description: "The last day to send it back (ISO date)." }),
  exchanges: z.array(
    z.object({ product_id: z.uuid(), label: z.string(), sku: z.string().nullable() }),
  ),
});

export const listOrderReturns = defineOperation({
  method: "GET",
  path: "/customer/orders/{id}/returns",
  summary:
    "What the signed-in customer may return from one of their orders, line by line, and the " +
    "returns asked so far with their steps (404 for anyone else's order).",
  tag: "Account",
  auth: "customer",
  params: orderParams,
  response: z.object({ options: z.array(returnOptionSchema), returns: z.array(returnViewSchema) }),
});

export const returnRequestSchema = z
  .object({
    request_id: z
      .uuid("Please reload the page and try again.")
      .meta({ description: "The form's own id: sent twice, it makes one return." }),
    reason: z.enum(RETURN_REASONS, { error: "Please choose a reason." }),
    resolution: z.enum(RETURN_RESOLUTIONS, { error: "Please choose a refund or an exchange." }),
    note: z.string().trim().max(1000, "Please keep the note under 1,000 characters.").optional(),
    lines: z
      .array(
        z.object({
          order_item_id: z.uuid("Please choose pieces of this order."),
          quantity: z.number().int().min(1).max(99),
          exchange_product_id: z.uuid().optional(),
        }),
      )
      .min(1, "Please choose at least one piece to return.")
      .max(50),
  })
  .superRefine((request, context) => {
    request.lines.forEach((line, index) => {
      if (request.resolution === "exchange" && !line.exchange_product_id) {
        context.addIssue({
          code: "custom",
          path: ["lines", index, "exchange_product_id"],
          message: "Please choose the size or colour you would like instead.",
        });
      }
    });
  });

export const requestOrderReturn = defineOperation({
  method: "POST",
  path: "/customer/orders/{id}/returns",
  summary:
    "The signed-in customer returns stock pieces of a delivered order within the store's window " +
    "(a refund, or another size or colour of the same piece, set aside at once). Made-to-order " +
    "and personalised pieces and gift cards are refused (409 `piece_made_to_order`), as is a " +
    "piece past its window (409 `return_window_closed`). Sent twice with one `request_id`, it " +
    "answers the first return. The client is mailed the authorisation.",
  tag: "Account",
  auth: "customer",
  params: orderParams,
  body: returnRequestSchema,
  response: returnViewSchema,
  rateLimit: 20,
});

/**
 * A return request as lib/orders/returns.ts takes it, from the form's body: one reading for the
 * account, guest tracking and the counter.
 */
export const returnRequestOf = (body: z.output<typeof returnRequestSchema>) => ({
  reason: body.reason,
  resolution: body.resolution,
  note: body.note || null,
  requestKey: body.request_id,
  lines: body.lines.map((line) => ({
    orderItemId: line.order_item_id,
    quantity: line.quantity,
    exchangeProductId: line.exchange_product_id ?? null,
  })),
});

const staffReturnSchema = returnViewSchema.extend({
  store: z.string(),
  history: z.array(
    z.object({ kind: z.string(), actor: z.string(), note: z.string().nullable(), at: z.string() }),
  ),
});

export const listStaffReturns = staffOperation({
  method: "GET",
  path: "/staff/returns",
  summary:
    "Client care: the open returns (not yet decided, or with a refund not yet given back), " +
    "oldest first, of one store or all, each with its history. Staff only: 401 when signed " +
    "out, 404 for other customers.",
  query: z.object({ store: z.enum(RETAIL_STORE_SLUGS).optional() }),
  response: z.array(staffReturnSchema),
});

export const actOnStaffReturn = staffOperation({
  method: "POST",
  path: "/staff/returns/{number}/actions",
  summary:
    "Client care acts on a return with a note kept in the order's history: `approve` (accept " +
    "it, as the warehouse's inspection does; an exchange needs the replacement's shipment), " +
    "`refuse`, `refund` (ask the provider again for a refund it refused) or `note`. Staff only.",
  params: returnParams,
  body: z.object({
    action: z.enum(["approve", "refuse", "refund", "note"], {
      error: "Please choose approve, refuse, refund or note.",
    }),
    note: note("Please add a note for the order's history."),
    carrier: z.enum(CARRIER_KEYS).optional(),
    tracking_number: trackingNumberSchema.optional(),
  }),
  response: returnViewSchema,
  rateLimit: 30,
});

/**
 * The associate's name and PIN, with the order the client brings (issue 38, at the counter):
 * its number and either the client's e-mail or the delivery address's postcode (ADR 0376).
 */
const counterFields = associateSignInSchema.extend({
  order_number: orderNumberSchema,
  email: z
    .string({ error: "Please enter the client's e-mail address." })
    .trim()
    .toLowerCase()
    .pipe(z.email("Please enter the client's e-mail address.").max(254))
    .optional(),
  postcode: z
    .string({ error: "Please enter the postcode of the delivery address." })
    .trim()
    .min(1, "Please enter the postcode of the delivery address.")
    .max(16, "Please enter the postcode of the delivery address.")
    .optional(),
});

/** Exactly one of the two keys: both would leave which one matched unclear, neither is no key. */
function oneOrderKey(body: { email?: string; postcode?: string }, ctx: z.RefinementCtx) {
  if ((body.email === undefined) === (body.postcode === undefined)) {
    ctx.addIssue({
      code: "custom",
      path: ["email"],
      message: "Please enter the client's e-mail address or the postcode of the delivery address.",
    });
  }
}
const counterSchema = counterFields.superRefine(oneOrderKey);

const COUNTER =
  "Only from a browser staff enrolled as a kiosk of this store (403 `kiosk_not_enrolled`), with " +
  "the associate's PIN on every call (a wrong one is 422 and counts as validateAssociate's " +
  "do); then the order of this store with that number and the client's e-mail or the postcode " +
  "of its delivery address (exactly one of `email`, `postcode`; spaces, hyphens and case do not " +
  "count in a postcode), 404 otherwise.";

export const counterReturnOptionsOperation = defineOperation({
  method: "POST",
  path: "/kiosk/returns/options",
  summary:
    "Department-store kiosks: what the client at the counter may return from an order of this " +
    `store, and the returns asked so far. ${COUNTER}`,
  tag: "Checkout",
  auth: "optional",
  body: counterSchema,
  response: z.object({ options: z.array(returnOptionSchema), returns: z.array(returnViewSchema) }),
  rateLimit: 30,
});

export const counterReturnOperation = defineOperation({
  method: "POST",
  path: "/kiosk/returns",
  summary:
    "Department-store kiosks: the associate starts a return for the client at the counter, with " +
    "the same rules as the client's own (`request`). The return is the kiosk channel's, with " +
    "the associate in its history; an invoiced order's refund is credited on the store's " +
    `invoice. ${COUNTER}`,
  tag: "Checkout",
  auth: "optional",
  body: counterFields.extend({ request: returnRequestSchema }).superRefine(oneOrderKey),
  response: returnViewSchema,
  rateLimit: 30,
});
