// Pages under /drafts/ that exercise the content visibility rule (spec section 5).
import { contentSection } from "@/components/content/content-section";

const section = contentSection("drafts");

export const generateStaticParams = section.generateStaticParams;
export const generateMetadata = section.generateMetadata;
export default section.Page;
