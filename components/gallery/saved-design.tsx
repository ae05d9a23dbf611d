import Link from "next/link";
import { WishlistButton } from "@/components/account/wishlist-button";
import { ARTWORK_VIEWBOX } from "@/lib/catalogue/artwork-paths";
import { imagePathOf } from "@/lib/configured-products/present";
import { formatPrice } from "@/lib/money";
import type { GalleryDesign } from "@/lib/share/gallery";
import { DesignSummary } from "./design-summary";

/** `/gallery/configured/{id}`: a saved design's picture, price and choices, and the way back in. */
export function SavedDesign({ design }: { design: GalleryDesign }) {
  const { view, summary, available, configuratorHref } = design;
  const label = view.product.label;
  return (
    <article className="section product-detail" data-testid="saved-design">
      <div className="product-detail__layout">
        <div className="product-detail__media">
          {/* eslint-disable-next-line @next/next/no-img-element -- composed and sized on the server already */}
          <img
            src={imagePathOf(view.id)}
            alt={`${label}, as designed`}
            width={ARTWORK_VIEWBOX.width}
            height={ARTWORK_VIEWBOX.height}
            fetchPriority="high"
          />
        </div>
        <div className="product-detail__info">
          <p className="eyebrow">A saved design</p>
          <h1>{label}</h1>
          <p className="product-detail__price" data-testid="saved-design-price">
            {formatPrice(view.price)}
          </p>
          <WishlistButton target={{ kind: "item", type: "configured_product", id: view.id }} />
          <h2>The design</h2>
          <DesignSummary lines={summary} />
          {available ? (
            <>
              {!view.validation.complete && (
                <p>
                  This design is not finished yet; the configurator shows what is left to choose.
                </p>
              )}
              <Link className="button button--primary" href={configuratorHref}>
                Open in the configurator
              </Link>
            </>
          ) : (
            <p className="promo-note" data-testid="not-available">
              The {label} is not available in this store, so this design cannot be opened or ordered
              here.
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
