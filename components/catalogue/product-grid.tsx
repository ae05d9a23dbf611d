import type { CatalogueProduct } from "@/lib/catalogue/types";
import { ProductCard } from "./product-card";

type Props = {
  products: CatalogueProduct[];
  hrefFor: (product: CatalogueProduct) => string;
  empty: string;
  label: string;
};

export function ProductGrid({ products, hrefFor, empty, label }: Props) {
  if (products.length === 0) {
    return (
      <p className="empty-state" data-testid="empty-state">
        {empty}
      </p>
    );
  }
  return (
    <ul className="product-grid" aria-label={label} data-testid="product-grid">
      {products.map((product) => (
        <ProductCard key={product.id} product={product} href={hrefFor(product)} />
      ))}
    </ul>
  );
}
