import type { z } from "zod";
import type { cartViewSchema } from "./view-schema";

export type CartView = z.input<typeof cartViewSchema>;
export type Pivot = CartView["products"][number]["pivot"];
