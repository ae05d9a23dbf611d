import { Suspense } from "react";
import { Breadcrumbs } from "@/components/catalogue/breadcrumbs";
import { JsonLd } from "@/components/seo/json-ld";
import { productJsonLd } from "@/lib/catalogue/product-json-ld";
import type { CatalogueProductDetail } from "@/lib/catalogue/types";
import { env } from "@/lib/env";
import { Configurator, StaticConfigurator } from "./configurator";
import { TrackViewedProduct } from "@/components/tracking/viewed-product";

/**
 * `/bags/{name}`: the server renders the starting look; the live configurator reads the design
 * from the query string, which a prerendered page only knows in the browser, hence Suspense.
 */
export function ConfiguratorPage({ bag }: { bag: CatalogueProductDetail }) {
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
      <TrackViewedProduct
        productId={bag.id}
        productName={bag.label}
        sku={bag.sku}
        priceCents={bag.starting_price}
        imagePath={null}
      />
      <Breadcrumbs
        crumbs={[
          { href: "/", label: "Home" },
          { href: "/bags/all-bags", label: "All bags" },
          { href: path, label: bag.label },
        ]}
      />
      <Suspense fallback={<StaticConfigurator product={bag} header={header} />}>
        <Configurator product={bag} header={header} />
      </Suspense>
      <JsonLd data={productJsonLd(bag, new URL(path, SITE_URL).toString(), ASSET_HOST)} />
    </article>
  );
}
