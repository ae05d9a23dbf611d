import { stockListingRoute } from "@/components/catalogue/stock-pages";

const route = stockListingRoute("limited-edition");
export const metadata = route.metadata;
export default route.Page;
