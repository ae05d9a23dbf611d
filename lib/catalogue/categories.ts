import type { StockCategory } from "./visibility";

/** The three stock routes of spec section 2 and the category each shows. */
export const STOCK_ROUTES: Readonly<
  Record<string, { category: StockCategory; title: string; intro: string }>
> = {
  "limited-edition": {
    category: "limited-edition",
    title: "Limited edition",
    intro: "Numbered runs cut from a single hide lot. When they are gone, they are gone.",
  },
  "sample-sale": {
    category: "sample-sale",
    title: "Sample sale",
    intro:
      "One-of-a-kind samples and atelier trials, finished by hand and priced to move. Final sale.",
  },
  "rtw-selection": {
    category: "collection",
    title: "Ready to wear",
    intro: "Pieces from the current collection, in stock and ready to ship in two business days.",
  },
};

export type StockRoute = keyof typeof STOCK_ROUTES;

/** Spec 4: the cart's back link follows the last item's type; pages use the same mapping. */
