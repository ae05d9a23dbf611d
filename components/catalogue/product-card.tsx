import Image from "next/image";
import Link from "next/link";
import { imagePath } from "@/lib/catalogue/image-url";
import type { CatalogueProduct } from "@/lib/catalogue/types";
import { formatPrice } from "@/lib/money";

export function ProductCard({ product, href }: { product: CatalogueProduct; href: string }) {
  const thumb = product.images.find((i) => i.image_type.name === "product-thumbnail");
  return (
    <li className="product-card">
      <Link href={href}>
        {thumb && (
          <Image
            src={imagePath(thumb.file_name, thumb.image_format.file_extension)}
            alt={thumb.alt || product.label}
            width={thumb.width}
            height={thumb.height}
            sizes="(max-width: 800px) 50vw, 25vw"
            unoptimized={thumb.image_format.file_extension === "svg"}
          />
        )}
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
