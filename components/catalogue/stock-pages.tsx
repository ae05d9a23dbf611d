import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { stockInCategory, stockProductIn } from "@/lib/catalogue/browse";
import { STOCK_ROUTES, type StockRoute } from "@/lib/catalogue/categories";
import { productMetadata } from "@/lib/catalogue/product-metadata";
import { storeOf } from "@/lib/retail/page-params";
import { ListingPage } from "./listing-page";
import { ProductDetail } from "./product-detail";
import { ProductGrid } from "./product-grid";

type StoreParams = Promise<{ store: string }>;
type ItemParams = Promise<{ store: string; name: string }>;

/**
 * The limited-edition, sample-sale and rtw-selection routes (spec 2) differ only in their
 * category, so each route file binds these builders to its own route.
 */
export function stockListingRoute(route: StockRoute) {
  const { category, title, intro } = STOCK_ROUTES[route]!;
  const metadata: Metadata = { title, description: intro, alternates: { canonical: `/${route}` } };

  async function Page({ params }: { params: StoreParams }) {
    const products = await stockInCategory(await storeOf(params), category);
    return (
      <ListingPage path={`/${route}`} crumb={title} lede={intro}>
        <ProductGrid
          products={products}
          hrefFor={(p) => `/${route}/${p.name}`}
          label={title}
          empty="Everything in this edit has found a home. New pieces arrive every month."
        />
      </ListingPage>
    );
  }
  return { metadata, Page };
}

export function stockItemRoute(route: StockRoute) {
  const { category, title } = STOCK_ROUTES[route]!;

  async function generateStaticParams({ params }: { params: { store: string } }) {
    return (await stockInCategory(params.store, category)).map((p) => ({ name: p.name }));
  }

  async function generateMetadata({ params }: { params: ItemParams }): Promise<Metadata> {
    const product = await stockProductIn(await storeOf(params), category, (await params).name);
    return product ? productMetadata(product, `/${route}/${product.name}`) : {};
  }

  async function Page({ params }: { params: ItemParams }) {
    const product = await stockProductIn(await storeOf(params), category, (await params).name);
    if (!product) notFound();
    return (
      <div className="section">
        <ProductDetail
          product={product}
          path={`/${route}/${product.name}`}
          trail={[
            { href: `/${route}`, label: title },
            { href: `/${route}/${product.name}`, label: product.label },
          ]}
        />
      </div>
    );
  }
  return { generateStaticParams, generateMetadata, Page };
}
