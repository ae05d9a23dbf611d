// GET /api/external/public/limited-edition – spec 7, Catalogue
import { handle } from "@/lib/api/handler";
import { getLimitedEdition } from "@/lib/api/operations/catalogue";
import { stockInCategory } from "@/lib/catalogue/browse";

export const GET = handle(getLimitedEdition, ({ store }) =>
  stockInCategory(store, "limited-edition"),
);
