import { stockListingRoute } from "@/components/catalogue/stock-pages";

const route = stockListingRoute("rtw-selection");
export const metadata = route.metadata;
export default route.Page;
