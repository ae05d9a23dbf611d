export { bags } from "./bags/index";
export { giftBoxes } from "./gift-boxes";
export { giftCards } from "./gift-cards";
export { materials, materialTypes } from "./materials";
export { stockProducts } from "./stock-products";
export type * from "./types";
