import { z } from "zod";
import { DomainError } from "../../errors";
import {
  MAX_REPAIR_DESCRIPTION,
  MAX_REPAIR_PHOTO_BYTES,
  MAX_REPAIR_PHOTOS,
  REPAIR_SETTLEMENTS,
  REPAIR_STAGES,
  REPAIR_STATUSES,
  repairEstimateSchema,
  repairNumberSchema,
} from "../../orders/repair-rules";
import { processRepairPhoto } from "../../orders/repair-photos";
import { CARRIER_KEYS, trackingNumberSchema } from "../../orders/stages";
import { RETAIL_STORE_SLUGS } from "../../retail/stores";
import { controlCharacterErrors } from "../../validation/control-chars";
import { zodFieldErrors } from "../errors";
import { defineOperation } from "../operation";

/**
 * Issue 38: repair and care of delivered made-to-order bags. The client asks from the order page
 * (or guest tracking) with up to three photos; client care estimates from the staff strip; the
 * client accepts or declines; the atelier reports the repair's stages (partner scope `repairs`).
 */
const repairParams = z.object({ number: repairNumberSchema });
const orderParams = z.object({ id: z.uuid().transform((v) => v.toLowerCase()) });
const orderRepairParams = orderParams.extend({ number: repairNumberSchema });

const note = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(1000, "Please keep the note under 1,000 characters.");

export const repairViewSchema = z.object({
  id: z.uuid(),
  number: z.string().meta({ description: "RP-7K3M9Q2P: mailed, and named by the atelier." }),
  order_id: z.uuid(),
  order_number: z.string(),
  order_item_id: z.uuid(),
  label: z.string(),
  status: z.enum(REPAIR_STATUSES),
  description: z.string().meta({ description: "What is wrong, in the client's words." }),
  requested_at: z.string(),
  photos: z
    .array(z.object({ id: z.uuid(), width: z.number().int(), height: z.number().int() }))
    .meta({
      description:
        "The client's photos, re-encoded as JPEG; served only to the order's client and client " +
        "care (GET /customer/repair-photos/{id}).",
    }),
  estimate: z
    .object({
      amount: z.number().int().meta({ description: "Minor units of `currency`; 0 is free." }),
      currency: z.string(),
      note: z.string(),
      days: z.number().int().meta({ description: "Expected working days in the atelier." }),
      estimated_at: z.string(),
    })
    .nullable(),
  settlement: z.enum(REPAIR_SETTLEMENTS).meta({
    description:
      "none: nothing owed; due: an accepted estimate client care has not settled yet (the " +
      "bag cannot be shipped back); settled.",
  }),
  shipment: z
    .object({ carrier: z.string(), tracking_number: z.string(), tracking_url: z.string() })
    .nullable(),
  steps: z.array(z.object({ key: z.string(), label: z.string(), at: z.string().nullable() })),
});

const PARTNER_TAG = "Partners";

export const getPartnerRepairOperation = defineOperation({
  method: "GET",
  path: "/partner/repairs/{number}",
  summary:
    "A repair as the atelier sees it: the bag, the client's description, the estimate and its " +
    "settlement, the stages so far. Scope `repairs`; 404 for an unknown number.",
  tag: PARTNER_TAG,
  auth: "partner",
  scopes: ["repairs"],
  params: repairParams,
  response: repairViewSchema,
  rateLimit: 120,
});

const stageReportSchema = z.discriminatedUnion("stage", [
  z.object({
    stage: z.literal("received_at_atelier"),
    note: z.string().trim().max(1000).optional(),
  }),
  z.object({ stage: z.literal("in_repair"), note: z.string().trim().max(1000).optional() }),
  z.object({
    stage: z.literal("shipped_back"),
    note: z.string().trim().max(1000).optional(),
    carrier: z.enum(CARRIER_KEYS),
    tracking_number: trackingNumberSchema,
  }),
  z.object({ stage: z.literal("done"), note: z.string().trim().max(1000).optional() }),
]);

export const reportPartnerRepairStageOperation = defineOperation({
  method: "POST",
  path: "/partner/repairs/{number}/stages",
  summary:
    `The atelier reports the repair's next stage, one at a time (${REPAIR_STAGES.join(", ")}), ` +
    "after the client accepted the estimate; the client is mailed each. `shipped_back` needs " +
    "the carrier and tracking number, and is refused while the estimate is owed (409 " +
    "`repair_not_settled`); a stage out of order is 409 `repair_stage_out_of_order`. Scope " +
    "`repairs`.",
  tag: PARTNER_TAG,
  auth: "partner",
  scopes: ["repairs"],
  idempotent: true,
  params: repairParams,
  body: stageReportSchema,
  response: repairViewSchema,
  rateLimit: 120,
});

const repairOptionSchema = z.object({
  order_item_id: z.uuid(),
  label: z.string(),
  refusal: z.string().nullable().meta({ description: "Why this bag cannot be sent now." }),
});

const repairsPanelSchema = z.object({
  options: z.array(repairOptionSchema),
  repairs: z.array(repairViewSchema),
});

export const listOrderRepairs = defineOperation({
  method: "GET",
  path: "/customer/orders/{id}/repairs",
  summary:
    "What the signed-in customer may send for repair from one of their orders (delivered " +
    "made-to-order bags), and the repairs asked so far (404 for anyone else's order).",
  tag: "Account",
  auth: "customer",
  params: orderParams,
  response: repairsPanelSchema,
});

export const requestOrderRepair = defineOperation({
  method: "POST",
  path: "/customer/orders/{id}/repairs",
  summary:
    "The signed-in customer asks the atelier to repair a delivered made-to-order bag. A " +
    "multipart/form-data body: `request_id` (uuid; sent twice it makes one request), " +
    "`order_item_id`, `description` (1-2000 characters) and up to three `photos` (JPEG, PNG or " +
    "HEIC, 10 MB each; re-encoded as JPEG without metadata). A photo that cannot be read is 422 " +
    "on `photos`; a stock piece is 409 `piece_not_repairable`, an undelivered order 409 " +
    "`order_not_delivered`.",
  tag: "Account",
  auth: "customer",
  params: orderParams,
  response: repairViewSchema,
  rateLimit: 20,
});

export const decisionSchema = z.object({
  decision: z.enum(["accept", "decline"], { error: "Please accept or decline the estimate." }),
});

export const decideOrderRepair = defineOperation({
  method: "POST",
  path: "/customer/orders/{id}/repairs/{number}/decision",
  summary:
    "The client accepts or declines client care's estimate (once). Declined ends the request; " +
    "accepted books the repair. 409 `repair_not_estimated` or `repair_already_decided`.",
  tag: "Account",
  auth: "customer",
  params: orderRepairParams,
  body: decisionSchema,
  response: repairViewSchema,
  rateLimit: 20,
});

export const getRepairPhoto = defineOperation({
  method: "GET",
  path: "/customer/repair-photos/{id}",
  summary:
    "A repair's photo (image/jpeg, `Cache-Control: private, no-store`), for the order's " +
    "signed-in client and client care only; 404 for anyone else.",
  tag: "Account",
  auth: "customer",
  params: z.object({ id: z.uuid().transform((v) => v.toLowerCase()) }),
  response: z.string().meta({ description: "Binary JPEG body." }),
  responseContentType: "image/jpeg",
});

const staffRepairSchema = repairViewSchema.extend({
  store: z.string(),
  history: z.array(
    z.object({ kind: z.string(), actor: z.string(), note: z.string().nullable(), at: z.string() }),
  ),
});

export const listStaffRepairs = defineOperation({
  method: "GET",
  path: "/staff/repairs",
  summary:
    "Client care: the repairs under way (and any whose estimate is still owed), oldest first, " +
    "of one store or all, each with its history. Staff only: 401 signed out, 404 for others.",
  tag: "Staff",
  auth: "customer",
  query: z.object({ store: z.enum(RETAIL_STORE_SLUGS).optional() }),
  response: z.array(staffRepairSchema),
});

export const staffRepairActionSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("estimate"), estimate: repairEstimateSchema }),
    z.object({
      action: z.literal("settled"),
      note: note("Please say how the client paid (for the order's history)."),
    }),
    z.object({ action: z.literal("note"), note: note("Please add a note for the history.") }),
  ],
  { error: "Please choose estimate, settled or note." },
);

export const actOnStaffRepair = defineOperation({
  method: "POST",
  path: "/staff/repairs/{number}/actions",
  summary:
    "Client care acts on a repair: `estimate` (amount in minor units with its currency, a " +
    "note the client reads, expected working days; until the client answers), `settled` (the " +
    "client paid an accepted estimate) or `note`. Each is kept in the order's history. Staff only.",
  tag: "Staff",
  auth: "customer",
  params: repairParams,
  body: staffRepairActionSchema,
  response: repairViewSchema,
  rateLimit: 30,
});

// ---------------------------------------------------------------------------------------------
// The request's multipart form

/** Three photos at their limit, and room for the text fields and the parts' headers. */
const MAX_FORM_BYTES = MAX_REPAIR_PHOTOS * MAX_REPAIR_PHOTO_BYTES + 256 * 1024;

const repairFormSchema = z.object({
  request_id: z.uuid("Please reload the page and try again."),
  order_item_id: z.uuid("Please choose the bag to repair."),
  description: z
    .string({ error: "Please tell us what is wrong." })
    .trim()
    .min(1, "Please tell us what is wrong.")
    .max(MAX_REPAIR_DESCRIPTION, "Please keep it under 2,000 characters."),
});

const tooMany = `Please send at most ${MAX_REPAIR_PHOTOS} photos.`;

/**
 * The repair form as lib/orders/repairs.ts takes it: its fields checked by zod, each photo
 * re-encoded (a photo that cannot be read is 422 on `photos`). The body is refused by its
 * declared length before it is read; a body without one is refused too (411), so nothing reads
 * an unbounded upload.
 */
export async function readRepairForm(request: Request) {
  const declared = request.headers.get("content-length");
  if (declared === null) {
    throw new DomainError("too_large", "Please send the form with its length.");
  }
  if (Number(declared) > MAX_FORM_BYTES) {
    throw new DomainError("too_large", "The photos are too large: at most 10 MB each.");
  }
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    throw DomainError.validation({ body: ["Please send the form as multipart/form-data."] });
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw DomainError.validation({ body: ["The form could not be read."] });
  }
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const fields = {
    request_id: text("request_id"),
    order_item_id: text("order_item_id"),
    description: text("description"),
  };
  const control = controlCharacterErrors(fields);
  if (Object.keys(control).length > 0) throw DomainError.validation(control);
  const parsed = repairFormSchema.safeParse(fields);
  if (!parsed.success) throw DomainError.validation(zodFieldErrors(parsed.error));
  const files = form
    .getAll("photos")
    .filter((value): value is File => typeof value !== "string" && value.size > 0);
  if (files.length > MAX_REPAIR_PHOTOS) throw DomainError.validation({ photos: [tooMany] });
  const photos = [];
  // One at a time: sharp's work on three 10 MB photos at once would hold three decoded images.
  for (const file of files) {
    if (file.size > MAX_REPAIR_PHOTO_BYTES) {
      throw DomainError.validation({ photos: ["Each photo may be at most 10 MB."] });
    }
    photos.push(await processRepairPhoto(Buffer.from(await file.arrayBuffer())));
  }
  return {
    orderItemId: parsed.data.order_item_id.toLowerCase(),
    description: parsed.data.description,
    requestKey: parsed.data.request_id.toLowerCase(),
    photos,
  };
}
