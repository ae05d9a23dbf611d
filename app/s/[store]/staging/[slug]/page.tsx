// Pages under /staging/ that exercise the content visibility rule (spec section 5).
import { contentSection } from "@/components/content/content-section";

const section = contentSection("staging");

export const generateStaticParams = section.generateStaticParams;
export const generateMetadata = section.generateMetadata;
export default section.Page;
