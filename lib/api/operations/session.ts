import { z } from "zod";
import { RETAIL_STORE_SLUGS } from "../../retail/stores";
import { defineOperation } from "../operation";

export const retailStoreSchema = z.object({
  id: z.uuid(),
  name: z.enum(RETAIL_STORE_SLUGS),
  label: z.string(),
  retailer: z.object({ name: z.string(), label: z.string() }),
});

export const customerSchema = z.object({
  id: z.uuid(),
  email: z.email(),
  first_name: z.string(),
  last_name: z.string(),
  has_account: z.union([z.literal(0), z.literal(1)]),
  retailer_store_id: z.uuid().nullable(),
  role: z
    .enum(["customer", "staff"])
    .meta({ description: "`staff` may turn on preview of unpublished content." }),
});

export const csrfCookie = defineOperation({
  method: "GET",
  path: "/sanctum/csrf-cookie",
  absolutePath: true,
  summary: "Issue the XSRF-TOKEN cookie that state-changing calls echo in X-XSRF-TOKEN.",
  tag: "Session",
  auth: "none",
  response: z.null(),
});

export const getRetailerStore = defineOperation({
  method: "GET",
  path: "/public/retailer-stores/{storeName}",
  summary: "The retail store with this slug.",
  tag: "Session",
  auth: "none",
  params: z.object({ storeName: z.enum(RETAIL_STORE_SLUGS) }),
  response: retailStoreSchema,
});

export const getCustomerByToken = defineOperation({
  method: "GET",
  path: "/customer/customers/by-token",
  summary: "The customer the api token (api_token query, bearer header or session) belongs to.",
  tag: "Session",
  auth: "customer",
  response: customerSchema,
});
