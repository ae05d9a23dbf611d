import "server-only";
import { createHash } from "node:crypto";
import type { ConfigurableProduct } from "@/lib/catalogue/types";
import { packConfigurable } from "./wire";

type Packed = { body: string; version: string };

/**
 * A bag's whole configurator data as the browser fetches it (issue 27): packed once per catalogue
 * object (the catalogue reader hands out the same object until its file changes), with a version
 * from its content, so the URL the page names changes exactly when the data does.
 */
const packed = new WeakMap<ConfigurableProduct, Packed>();

export function configurableJson(product: ConfigurableProduct): Packed {
  let found = packed.get(product);
  if (!found) {
    const body = JSON.stringify(packConfigurable(product));
    const version = createHash("sha256").update(body).digest("base64url").slice(0, 16);
    found = { body, version };
    packed.set(product, found);
  }
  return found;
}

/** Where the configurator's page finds the whole product (app/api/configurator/[name]). */
export const configurableSource = (product: ConfigurableProduct) =>
  `/api/configurator/${product.name}?v=${configurableJson(product).version}`;
