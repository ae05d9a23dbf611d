import { viewedProduct } from "@/lib/tracking/viewed-product";
import { Breadcrumbs } from "@/components/catalogue/breadcrumbs";
import { ProductJsonLd } from "next-seo";
import { productJsonLd } from "@/lib/catalogue/product-json-ld";
import type { CatalogueProductDetail } from "@/lib/catalogue/types";
import { env } from "@/lib/env";
import { packConfigurable } from "@/lib/configurator/wire";
import { Configurator } from "./configurator";
import { TrackViewedProduct } from "@/components/tracking/viewed-product";

type Props = {
  bag: CatalogueProductDetail;
  /** `?d=` as the shopper's URL has it; null on the prerendered starting look. */
  design?: string | null;
  /** `?edit=`, a saved design's id when opened from the bag. */
  editingId?: string | null;
};

/**
 * `/bags/{name}`: the server renders the live configurator for the design in the URL, so the
 * bag's layers are in the first HTML and paint before any JavaScript runs.
 */
export function ConfiguratorPage({ bag, design = null, editingId = null }: Props) {
  const { SITE_URL, ASSET_HOST } = env();
  const path = `/bags/${bag.name}`;
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
        wire={packConfigurable(bag)}
        header={header}
        design={design}
        editingId={editingId}
      />
      <ProductJsonLd {...productJsonLd(bag, new URL(path, SITE_URL).toString(), ASSET_HOST)} />
    </article>
  );
}
