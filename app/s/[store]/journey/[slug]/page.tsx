// Long-form stories: /journey/{slug} (spec section 2).
import { contentSection } from "@/components/content/content-section";

const section = contentSection("journey");

export const generateStaticParams = section.generateStaticParams;
export const generateMetadata = section.generateMetadata;
export default section.Page;
