import { z } from "zod";
import { defineOperation } from "../operation";
import { idParams } from "./params";
import {
  catalogueCategorySchema,
  catalogueMaterialColorSchema,
  catalogueProductDetailSchema,
  catalogueProductSchema,
} from "./catalogue-shapes";

/** Lower-cased so an upper-case spelling finds the same cached record. */

export const getLimitedEdition = defineOperation({
  method: "GET",
  path: "/public/limited-edition",
  summary: "Limited-edition stock products this retail store shows (name contains `limited`).",
  tag: "Catalogue",
  auth: "none",
  response: z.array(catalogueProductSchema),
});

export const getSampleSale = defineOperation({
  method: "GET",
  path: "/public/sample-sale",
  summary: "Sample-sale stock products this retail store shows (name contains `sample`).",
  tag: "Catalogue",
  auth: "none",
  response: z.array(catalogueProductSchema),
});

export const getProductCategory = defineOperation({
  method: "GET",
  path: "/product-categories/{id}",
  summary: "A product category with the products this retail store shows.",
  tag: "Catalogue",
  auth: "none",
  params: idParams,
  response: catalogueCategorySchema.extend({ products: z.array(catalogueProductSchema) }),
});

export const getMaterialColors = defineOperation({
  method: "GET",
  path: "/public/material-colors",
  summary: "Every material colour with its material.",
  tag: "Catalogue",
  auth: "none",
  response: z.array(catalogueMaterialColorSchema),
});

export const getProductAvailability = defineOperation({
  method: "GET",
  path: "/is-product-still-available/{id}",
  summary: "Live units on hand for an enabled product; stock null means made to order.",
  tag: "Catalogue",
  auth: "none",
  params: idParams,
  response: z.object({
    id: z.uuid(),
    stock: z.number().int().nullable(),
    available: z.boolean(),
  }),
});

export const getFreshProduct = defineOperation({
  method: "GET",
  path: "/fresh/products/{id}",
  summary:
    "A product with its components straight from the database, drafts included. Staff only: " +
    "404 unless the caller is a staff account, draft mode is on and preview=true.",
  tag: "Catalogue",
  auth: "optional",
  params: idParams,
  // Lenient on purpose: anything but `true` is a 404 like every other non-preview request.
  query: z.object({ preview: z.string().optional().meta({ description: "Must be `true`." }) }),
  response: catalogueProductDetailSchema,
});

const geoCountrySchema = z.object({ id: z.uuid(), code: z.string(), name: z.string() });

export const getGeoCountries = defineOperation({
  method: "GET",
  path: "/geo-countries",
  summary: "Countries offered at checkout, sorted by name.",
  tag: "Account",
  auth: "none",
  response: z.array(geoCountrySchema),
});

export const getGeoStates = defineOperation({
  method: "GET",
  path: "/geo-states",
  summary: "States of a country (default US), sorted by name; empty when it has none on file.",
  tag: "Account",
  auth: "none",
  query: z.object({
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, "Please choose a country by its two-letter code, such as US.")
      .transform((v) => v.toUpperCase())
      .default("US"),
  }),
  response: z.array(geoCountrySchema.extend({ country_code: z.string() })),
});
