// Pages under /global/ that exercise the content visibility rule (spec section 5).
import { contentSection } from "@/components/content/content-section";

const section = contentSection("global");

export const generateStaticParams = section.generateStaticParams;
export const generateMetadata = section.generateMetadata;
export default section.Page;
