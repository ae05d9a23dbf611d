import { stockItemRoute } from "@/components/catalogue/stock-pages";

const route = stockItemRoute("sample-sale");
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
