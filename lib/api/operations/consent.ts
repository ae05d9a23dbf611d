import { z } from "zod";
import { CONSENT_SOURCES, OPTIONAL_CATEGORIES } from "../../privacy/consent-config";
import { defineOperation } from "../operation";

/** Sources a browser may report; "kiosk" is the store's own setting, applied at a kiosk. */
const consentSourceSchema = z.enum(CONSENT_SOURCES);

const categoriesSchema = z
  .array(z.enum(OPTIONAL_CATEGORIES), "Name the categories granted.")
  .max(OPTIONAL_CATEGORIES.length)
  .transform((categories) => [...new Set(categories)].sort());

const consentEventSchema = z.object({
  categories: z.array(z.enum(OPTIONAL_CATEGORIES)),
  policy_version: z.number().int().min(1).max(10_000),
  source: consentSourceSchema,
  created_at: z.string(),
});

const recordConsentBody = z.object({
  categories: categoriesSchema,
  policy_version: z.number("Give the policy version.").int().min(1).max(10_000),
  source: consentSourceSchema,
});

export const recordConsent = defineOperation({
  method: "POST",
  path: "/privacy/consent",
  summary:
    "Record a consent choice (issue 37): the optional categories granted (necessary is always " +
    "on), the policy version and where it came from. Kept under the signed-in customer, if any.",
  tag: "Privacy",
  auth: "optional",
  body: recordConsentBody,
  response: z.object({ recorded: z.literal(true) }),
  rateLimit: 30,
});

export const latestConsent = defineOperation({
  method: "GET",
  path: "/privacy/consent",
  summary:
    "The signed-in customer's latest consent choice, so it follows them to another browser " +
    "(null when they never made one).",
  tag: "Privacy",
  auth: "customer",
  response: consentEventSchema.nullable(),
  rateLimit: 60,
});
