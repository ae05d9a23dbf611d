import { z } from "zod";
import {
  CARRIER_KEYS,
  orderNumberSchema,
  REPORTED_STAGES,
  STAGES,
  trackingNumberSchema,
} from "../../orders/stages";
import { partnerOperation } from "../operation";

/**
 * Issue 26: the partners' operations. The atelier reports the production stages of an order
 * (scope `stages`); client care cancels an order before cutting (scope `cancel`). Orders are
 * named by their number, as on the atelier's work ticket.
 */
const params = z.object({ number: orderNumberSchema });

const partnerOrderSchema = z.object({
  number: z.string(),
  status: z.string().meta({ description: "placed, paid, cancelled or refunded." }),
  stage: z.enum(STAGES),
  stage_at: z.string().meta({ description: "ISO 8601: when the order reached its stage." }),
  made_to_order: z.boolean().meta({
    description:
      "Holds a made-to-order bag: cutting, stitching and finishing are each reported. An order " +
      "of ready-to-wear pieces may go from received to quality check.",
  }),
  history: z.array(
    z.object({
      stage: z.enum([...STAGES, "cancelled"]),
      at: z.string(),
      carrier: z.string().nullable(),
      tracking_number: z.string().nullable(),
      tracking_url: z.string().nullable(),
    }),
  ),
  refund: z
    .object({
      status: z.enum(["none", "pending", "refunded", "failed"]).meta({
        description:
          "none: nothing had been charged; pending: the provider has not accepted it yet (it " +
          "is retried); failed: refused too often, client care gives it back by hand.",
      }),
      amount: z.number().int(),
    })
    .nullable()
    .meta({ description: "Set once the order is cancelled." }),
});

export const getPartnerOrderOperation = partnerOperation({
  method: "GET",
  path: "/partner/orders/{number}",
  summary:
    "Where an order stands: its stage, the history of its stages with their dates, and after a " +
    "cancellation its refund. Scope `stages` or `cancel`; 404 for a number that names no order.",
  scopes: ["stages", "cancel"],
  params,
  response: partnerOrderSchema,
  rateLimit: 120,
});

export const stageReportSchema = z
  .object({
    stage: z.enum(REPORTED_STAGES),
    at: z.iso.datetime({ offset: true }).optional().meta({
      description: "ISO 8601: when it happened; now when left out. Never before the last stage's.",
    }),
    carrier: z
      .enum(CARRIER_KEYS)
      .optional()
      .meta({ description: "Shipped only, and then required." }),
    tracking_number: trackingNumberSchema
      .optional()
      .meta({ description: "Shipped only, and then required." }),
  })
  .superRefine((report, context) => {
    const shipped = report.stage === "shipped";
    for (const field of ["carrier", "tracking_number"] as const) {
      if (shipped && !report[field]) {
        context.addIssue({
          code: "custom",
          path: [field],
          message: "A shipment needs its carrier and tracking number.",
        });
      }
      if (!shipped && report[field]) {
        context.addIssue({
          code: "custom",
          path: [field],
          message: "Only a shipment has a carrier and a tracking number.",
        });
      }
    }
  });

export const reportOrderStageOperation = partnerOperation({
  method: "POST",
  path: "/partner/orders/{number}/stages",
  summary:
    "The atelier reports that an order reached a stage: cutting, stitching, finishing, " +
    "quality_check, shipped (with carrier and tracking number) or delivered. A stage never " +
    "moves back or repeats, and only an order of ready-to-wear pieces may pass over the " +
    "atelier's steps: otherwise 409 (`stage_not_forward`, `stage_skipped`, " +
    "`order_not_in_production`). Shipped and delivered mail the client with the tracking link. " +
    "Scope `stages`.",
  scopes: ["stages"],
  idempotent: true,
  params,
  body: stageReportSchema,
  response: partnerOrderSchema,
  rateLimit: 120,
});

export const cancelPartnerOrderOperation = partnerOperation({
  method: "POST",
  path: "/partner/orders/{number}/cancel",
  summary:
    "Client care cancels an order the atelier has not started cutting: it is refunded through " +
    "the payment provider it was paid with (a refused refund is kept and retried), its pieces go " +
    "back in stock, and the client is mailed. 409 `order_in_production` once cutting began, " +
    "`order_not_cancellable` when it is cancelled already. Scope `cancel`.",
  scopes: ["cancel"],
  idempotent: true,
  params,
  body: z.object({
    reason: z
      .string()
      .trim()
      .min(1, "Please say why the order is cancelled.")
      .max(500, "Please keep the reason under 500 characters.")
      .meta({ description: "For the books; never shown to the client." }),
  }),
  response: partnerOrderSchema,
  rateLimit: 60,
});
