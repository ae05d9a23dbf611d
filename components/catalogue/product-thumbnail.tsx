import { OptimizedImage } from "@/components/media/optimized-image";
import { imagePath } from "@/lib/catalogue/image-url";
import type { CatalogueProduct } from "@/lib/catalogue/types";

/** A product's listing thumbnail at its stored size (no layout shift), or nothing without one. */
export function ProductThumbnail({
  product,
  sizes,
  priority = false,
}: {
  product: CatalogueProduct;
  sizes: string;
  priority?: boolean;
}) {
  const thumb = product.images.find((i) => i.image_type.name === "product-thumbnail");
  if (!thumb) return null;
  const extension = thumb.image_format.file_extension;
  return (
    <OptimizedImage
      src={imagePath(thumb.file_name, extension)}
      alt={thumb.alt || product.label}
      width={thumb.width}
      height={thumb.height}
      sizes={sizes}
      largestPaint={priority}
      // Vector artwork is already resolution-independent; the optimiser would only rasterise it.
      unoptimized={extension === "svg"}
    />
  );
}
