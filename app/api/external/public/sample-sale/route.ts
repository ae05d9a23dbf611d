// GET /api/external/public/sample-sale – spec 7, Catalogue
import { handle } from "@/lib/api/handler";
import { getSampleSale } from "@/lib/api/operations/catalogue";
import { stockInCategory } from "@/lib/catalogue/browse";

export const GET = handle(getSampleSale, ({ store }) => stockInCategory(store, "sample-sale"));
