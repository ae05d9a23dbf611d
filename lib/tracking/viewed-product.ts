/** What "Viewed Product" reports: only these few fields reach the browser, not the product. */
export type ViewedProduct = {
  productId: string;
  productName: string;
  sku: string | null;
  priceCents: number;
  /** Site-relative path of the product's picture, if it has one. */
  imagePath: string | null;
};

export function viewedProduct(
  product: { id: string; label: string; sku: string | null; starting_price: number },
  imagePath: string | null = null,
): ViewedProduct {
  return {
    productId: product.id,
    productName: product.label,
    sku: product.sku,
    priceCents: product.starting_price,
    imagePath,
  };
}
