import { stockListingRoute } from "@/components/catalogue/stock-pages";

const route = stockListingRoute("sample-sale");
export const metadata = route.metadata;
export default route.Page;
