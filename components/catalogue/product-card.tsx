import Link from "next/link";
import type { CatalogueProduct } from "@/lib/catalogue/types";
import { formatPrice } from "@/lib/money";
import { ProductThumbnail } from "./product-thumbnail";

export function ProductCard({ product, href }: { product: CatalogueProduct; href: string }) {
  return (
    <li className="product-card">
      <Link href={href}>
        <ProductThumbnail product={product} sizes="(max-width: 800px) 50vw, 25vw" />
        <span className="product-card__name">{product.label}</span>
        <span className="product-card__price">
          {product.product_type.name === "custom-handbag"
            ? `From ${formatPrice(product.starting_price)}`
            : formatPrice(product.starting_price)}
        </span>
      </Link>
    </li>
  );
}
