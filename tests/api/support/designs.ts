import { readFileSync } from "node:fs";
import path from "node:path";
import type { CatalogueProductDetail } from "../../../lib/catalogue/types";
import {
  decodeState,
  encodeState,
  initialState,
  priceOf,
  reduce,
  type ConfiguratorAction,
} from "../../../lib/configurator";
import type { Client } from "./http";

const { CATALOGUE_DIR = ".catalogue", APP_ENV = "test" } = process.env;

/** A product exactly as the catalogue cache of the server under test holds it. */
export const readProduct = (name: string) =>
  JSON.parse(
    readFileSync(path.join(CATALOGUE_DIR, APP_ENV, "products", `${name}.json`), "utf8"),
  ) as CatalogueProductDetail;

export const tote = readProduct("the-city-tote");
const foil = tote.components.find((c) => c.key === "foil-monogram");
if (!foil?.personalizable || !foil.variants[0]) throw new Error("the tote lost its foil monogram");

/** The tote's starting look: the optional monogram not yet answered, so not cart-ready. */
export const startDesign = encodeState(initialState(tote));

/** The starting look with the optional monogram declined: every rule satisfied. */
export const plainDesign = encodeState(
  reduce(tote, initialState(tote), { type: "answer-optional", componentId: foil.id, value: false }),
);

/** A complete design with a foil monogram: the base price plus the extras. */
export function monogrammed(text: string): string {
  const actions: ConfiguratorAction[] = [
    { type: "answer-optional", componentId: foil!.id, value: true },
    { type: "choose-variant", componentId: foil!.id, variantId: foil!.variants[0]!.id },
    { type: "set-personalization", personalizableId: foil!.personalizable!.id, text },
    { type: "complete-personalization", personalizableId: foil!.personalizable!.id },
  ];
  return encodeState(
    actions.reduce((state, action) => reduce(tote, state, action), initialState(tote)),
  );
}

export const totePrice = (design: string) => priceOf(tote, decodeState(tote, design));

type Ok<T> = { status: "success"; content: T };

/** Saves a design of the tote as this client and returns its id. */
export async function saveTote(client: Client, design: string): Promise<string> {
  const reply = await client.send("POST", "/api/external/configured-products", {
    data: design,
    product_id: tote.id,
    customizer_version: "2.0",
  });
  if (reply.status !== 200) throw new Error(`saving a design failed: ${reply.text}`);
  return reply.json<Ok<{ id: string }>>().content.id;
}
