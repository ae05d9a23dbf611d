import type { z } from "zod";
import type { cartViewSchema } from "../api/operations/cart-shapes";

export type CartView = z.input<typeof cartViewSchema>;
export type Pivot = CartView["products"][number]["pivot"];
