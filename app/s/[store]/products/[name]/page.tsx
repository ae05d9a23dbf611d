import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ProductPageSection } from "@/components/catalogue/product-detail";
import { productMetadata } from "@/lib/catalogue/product-metadata";
import { productFor, readAllProducts } from "@/lib/catalogue/read";
import { isCatalogueProductVisible, isStockProductVisible } from "@/lib/catalogue/visibility";
import { storeOf } from "@/lib/retail/page-params";

type Params = Promise<{ store: string; name: string }>;

export async function generateStaticParams({ params }: { params: { store: string } }) {
  const products = await readAllProducts();
  return products
    .filter(
      (p) => isCatalogueProductVisible(p, params.store) || isStockProductVisible(p, params.store),
    )
    .map((p) => ({ name: p.name }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const product = await productFor(await storeOf(params), (await params).name);
  return product ? productMetadata(product, `/products/${product.name}`) : {};
}

/** Any product from the catalogue cache (spec 2: /products/{name}, cached data). */
export default async function ProductPage({ params }: { params: Params }) {
  const store = await storeOf(params);
  const product = await productFor(store, (await params).name);
  if (!product) notFound();
  return (
    <ProductPageSection
      product={product}
      crumb={{ href: `/products/${product.name}`, label: product.label }}
    />
  );
}
