import { readFileSync } from "node:fs";
import path from "node:path";
import type { CatalogueProduct, CatalogueProductDetail } from "../../lib/catalogue/types";
import { encodeState, initialState, reduce, type ConfiguratorAction } from "../../lib/configurator";

const API = "/api/external";

type Ok<T> = { status: "success"; content: T };

/** A shopper's browser tab for the benchmarks: a cookie jar and the XSRF echo, over fetch. */
export class BenchShopper {
  private readonly jar = new Map<string, string>();

  constructor(
    readonly base: string,
    /** Each shopper its own client address (the server trusts one proxy hop). */
    readonly address = `10.14.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  ) {}

  /** The Cookie header a load generator sends to read as this shopper. */
  get cookieHeader(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** `csrf` for the GET operations that change state (spec 7's add/remove-cart-item paths). */
  async send<T>(method: string, url: string, body?: unknown, csrf = method !== "GET"): Promise<T> {
    if (csrf && !this.jar.has("XSRF-TOKEN")) await this.send("GET", "/sanctum/csrf-cookie");
    const headers: Record<string, string> = {
      accept: "application/json",
      "x-forwarded-for": this.address,
      cookie: this.cookieHeader,
    };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (csrf) headers["x-xsrf-token"] = decodeURIComponent(this.jar.get("XSRF-TOKEN") ?? "");
    const response = await fetch(`${this.base}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair?.indexOf("=") ?? -1;
      if (pair && at > 0) this.jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 200)}`);
    return (text ? (JSON.parse(text) as Ok<unknown>).content : undefined) as T;
  }
}

/** The published catalogue of the store under test (APP_ENV decides the folder, spec 7). */
export function catalogue(appEnv: string) {
  const dir = path.resolve(process.env.CATALOGUE_DIR ?? ".catalogue", appEnv);
  const read = <T>(file: string) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as T;
  const products = read<CatalogueProduct[]>("products.json");
  const tote = read<CatalogueProductDetail>("products/the-city-tote.json");
  const foil = tote.components.find((c) => c.key === "foil-monogram");
  if (!foil) throw new Error("the city tote lost its foil monogram");
  // The starting look with the monogram declined: every rule satisfied, ready for the bag.
  const plainDesign = encodeState(
    reduce(tote, initialState(tote), {
      type: "answer-optional",
      componentId: foil.id,
      value: false,
    }),
  );
  /**
   * Distinct designs, as shoppers share them: the tote with a foil monogram of its own text. The
   * text is the index in letters (A, B, …, Z, BA, …), so `design(n)` is the same design each call.
   */
  const design = (index: number) => {
    let text = "";
    for (let n = index; text === "" || n > 0; n = Math.floor(n / 26)) {
      text = String.fromCharCode(65 + (n % 26)) + text;
    }
    const steps: ConfiguratorAction[] = [
      { type: "answer-optional", componentId: foil.id, value: true },
      { type: "choose-variant", componentId: foil.id, variantId: foil.variants[0]?.id ?? "" },
      { type: "set-personalization", personalizableId: foil.personalizable?.id ?? "", text },
    ];
    return encodeState(
      steps.reduce((state, step) => reduce(tote, state, step), initialState(tote)),
    );
  };
  const inStock = (min: number) =>
    products.filter((p) => p.product_type.name === "stock" && (p.stock ?? 0) >= min);
  return { tote, plainDesign, design, inStock };
}

export type CartView = { id: string; cart: { total: number } };

/** A cart holding the tote (a design) and a piece from stock, as a shopper would fill it. */
export async function fillCart(shopper: BenchShopper, appEnv: string): Promise<CartView> {
  const { tote, plainDesign, inStock } = catalogue(appEnv);
  const design = await shopper.send<{ id: string }>("POST", `${API}/configured-products`, {
    data: plainDesign,
    product_id: tote.id,
    customizer_version: "2.0",
  });
  const cart = await shopper.send<CartView>("POST", `${API}/orders`, {
    orderable_type: "configured_product",
    orderable_id: design.id,
  });
  const piece = inStock(1)[0];
  if (!piece) throw new Error("the catalogue has no piece in stock");
  return shopper.send<CartView>(
    "GET",
    `${API}/add-cart-item/product/${piece.id}/${cart.id}/guest`,
    undefined,
    true,
  );
}
