// What the configurator needs only once the shopper acts on it: the rules that answer a choice
// and the panels of the choices. It loads with the whole product (./live.ts), so the page's first
// load carries only what draws the design (issue 27).
export { reduce } from "@/lib/configurator/reducer";
export { ChoicesPanel } from "./choices-panel";
export { PersonalizationPanel } from "./personalization-panel";
