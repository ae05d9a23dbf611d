// GET /api/external/public/material-colors – spec 7, Catalogue
import { handle } from "@/lib/api/handler";
import { getMaterialColors } from "@/lib/api/operations/catalogue";
import { readMaterialColors } from "@/lib/catalogue/read";

export const GET = handle(getMaterialColors, () => readMaterialColors());
