import Link from "next/link";
import { WishlistButton } from "@/components/account/wishlist-button";
import { ProductJsonLd } from "next-seo";
import type { ReactNode } from "react";
import { env } from "@/lib/env";
import { productJsonLd } from "@/lib/catalogue/product-json-ld";
import type { CatalogueProduct } from "@/lib/catalogue/types";
import { imagePath } from "@/lib/catalogue/image-url";
import { formatPrice } from "@/lib/money";
import { claimCopy } from "@/lib/delivery/claim-copy";
import { AddToBagButton } from "./add-to-bag-button";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";
import { ProductThumbnail } from "./product-thumbnail";
import { StockAvailability } from "./stock-availability";
import { TrackViewedProduct } from "@/components/tracking/viewed-product";
import { viewedProduct } from "@/lib/tracking/viewed-product";

type Props = {
  product: CatalogueProduct;
  /** The breadcrumb steps after Home. */
  trail: Crumb[];
  /** The page's own path, for the canonical offer URL. */
  path: string;
  media?: ReactNode;
  children?: ReactNode;
};

export async function ProductDetail({ product, trail, path, media, children }: Props) {
  const claim = await claimCopy();
  const { SITE_URL, ASSET_HOST } = env();
  const configurable = product.product_type.name === "custom-handbag";
  // Stock pieces go straight in the bag; bags are designed first, gift cards have their own form.
  const sellsFromStock = !configurable && product.product_type.name !== "gift-card";
  const thumb = product.images.find((i) => i.image_type.name === "product-thumbnail");
  const jsonLd = productJsonLd(product, new URL(path, SITE_URL).toString(), ASSET_HOST);
  return (
    <article className="product-detail" data-testid="product-detail">
      <TrackViewedProduct
        {...viewedProduct(
          product,
          thumb ? imagePath(thumb.file_name, thumb.image_format.file_extension) : null,
        )}
      />
      <Breadcrumbs trail={trail} />
      <div className="product-detail__layout">
        <div className="product-detail__media">
          {media ?? (
            <ProductThumbnail product={product} sizes="(max-width: 800px) 100vw, 50vw" priority />
          )}
        </div>
        <div className="product-detail__info">
          <h1>{product.label}</h1>
          <p className="product-detail__price" data-testid="price">
            {configurable
              ? `From ${formatPrice(product.starting_price)}`
              : formatPrice(product.starting_price)}
          </p>
          <StockAvailability
            productId={product.id}
            initialStock={product.stock}
            madeToOrder={claim.availability}
          />
          {sellsFromStock && (
            <AddToBagButton
              product={{
                id: product.id,
                label: product.label,
                sku: product.sku,
                starting_price: product.starting_price,
                stock: product.stock,
                imageUrl: thumb
                  ? imagePath(thumb.file_name, thumb.image_format.file_extension)
                  : null,
              }}
            />
          )}
          {sellsFromStock && (
            <WishlistButton target={{ kind: "item", type: "product", id: product.id }} />
          )}
          <p>{product.description}</p>
          {product.details && <p className="product-detail__details">{product.details}</p>}
          {configurable && path !== `/bags/${product.name}` && (
            <Link className="button button--primary" href={`/bags/${product.name}`}>
              Design yours
            </Link>
          )}
          {children}
        </div>
      </div>
      <ProductJsonLd {...jsonLd} />
    </article>
  );
}

/**
 * /products/{name} and its staff preview: the product on its own, its canonical path the
 * published page's, after a breadcrumb from home to `crumb`.
 */
export function ProductPageSection({
  product,
  crumb,
}: {
  product: CatalogueProduct;
  crumb: Crumb;
}) {
  return (
    <div className="section">
      <ProductDetail product={product} path={`/products/${product.name}`} trail={[crumb]} />
    </div>
  );
}
