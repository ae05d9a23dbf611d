import { stockItemRoute } from "@/components/catalogue/stock-pages";

const route = stockItemRoute("rtw-selection");
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
