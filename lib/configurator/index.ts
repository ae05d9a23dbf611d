/**
 * The configurator: a pure reducer over a product's components, its rules, price, URL form and
 * layer stack. No server-only imports, so the browser and the server run the same code.
 */
export * from "./constants";
export type { ConfiguratorAction, ConfiguratorState, Step, ValidationIssue } from "./types";
export { createDesignView, hasPersonalizationText } from "./design";
export { indexProduct, kindOf, selectableTypeOf } from "./catalogue-index";
export { createReducer, initialState, normalizeState, reduce } from "./reducer";
export { isFullyConfigured, validateConfiguration, validationIssues } from "./validate";
export { nextStep } from "./steps";
export { priceLines, priceOf, startingPrice } from "./price";
export { decodeState, encodeState } from "./url";
export { layersFor } from "./layers";
export { designSummary, type SummaryLine } from "./summary";
export { packConfigurable } from "./wire";
