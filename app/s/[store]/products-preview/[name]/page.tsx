import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BagOverview } from "@/components/catalogue/bag-overview";
import { ProductPageSection } from "@/components/catalogue/product-detail";
import { previewProductByName } from "@/lib/catalogue/preview-product";
import { storeOf } from "@/lib/retail/page-params";
import { inStaffPreview } from "@/lib/staff/preview";

type Params = Promise<{ store: string; name: string }>;

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * Spec 2: /products-preview/{name} shows uncached data. Only staff in preview get it (draft mode
 * on a staff session);
 * it reads the database on every request, so an edit shows before the catalogue is rebuilt.
 */
export default async function ProductPreviewPage({ params }: { params: Params }) {
  await storeOf(params);
  if (!(await inStaffPreview())) notFound();
  const product = await previewProductByName((await params).name);
  if (!product) notFound();
  if (product.product_type.name === "custom-handbag") return <BagOverview bag={product} />;
  return (
    <ProductPageSection
      product={product}
      crumb={{ href: `/products-preview/${product.name}`, label: `${product.label} (preview)` }}
    />
  );
}
