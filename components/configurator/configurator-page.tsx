import { viewedProduct } from "@/lib/tracking/viewed-product";
import { Breadcrumbs } from "@/components/catalogue/breadcrumbs";
import { ProductJsonLd } from "next-seo";
import { productJsonLd } from "@/lib/catalogue/product-json-ld";
import type { CatalogueProductDetail } from "@/lib/catalogue/types";
import { env } from "@/lib/env";
import { preload } from "react-dom";
import { configurableSource } from "@/lib/configurator/configurable-json";
import { decodeState } from "@/lib/configurator/url";
import { Configurator } from "./configurator";
import { productFacts, viewOf } from "./view-model";
import { TrackViewedProduct } from "@/components/tracking/viewed-product";

type Props = {
  bag: CatalogueProductDetail;
  /** `?d=` as the shopper's URL has it; null on the prerendered starting look. */
  design?: string | null;
  /** `?edit=`, a saved design's id when opened from the bag. */
  editingId?: string | null;
  /** Issue 38: the review page of an order's design change (`?change=`). */
  changeReview?: string | null;
};

/**
 * `/bags/{name}`: the server renders the live configurator for the design in the URL, so the
 * bag's layers are in the first HTML and paint before JavaScript runs. The HTML carries what
 * the page shows of that design; the whole product is a cached JSON the page preloads.
 */
export function ConfiguratorPage({
  bag,
  design = null,
  editingId = null,
  changeReview = null,
}: Props) {
  const { SITE_URL, ASSET_HOST } = env();
  const path = `/bags/${bag.name}`;
  const state = decodeState(bag, design);
  const source = configurableSource(bag);
  // Fetched with the page's scripts, so the choices are there when the page comes alive.
  preload(source, { as: "fetch", crossOrigin: "anonymous" });
  const header = (
    <header className="configurator__header">
      <h1>{bag.label}</h1>
      <p>{bag.description}</p>
    </header>
  );
  return (
    <article className="section product-detail" data-testid="product-detail">
      <TrackViewedProduct {...viewedProduct(bag)} />
      <Breadcrumbs
        trail={[
          { href: "/bags/all-bags", label: "All bags" },
          { href: path, label: bag.label },
        ]}
      />
      <Configurator
        facts={productFacts(bag)}
        first={viewOf(bag, state, bag.views[0] ?? "front")}
        source={source}
        header={header}
        editingId={editingId}
        changeReview={changeReview}
      />
      <ProductJsonLd {...productJsonLd(bag, new URL(path, SITE_URL).toString(), ASSET_HOST)} />
    </article>
  );
}
