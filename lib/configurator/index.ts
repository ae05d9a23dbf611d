/**
 * The configurator: a pure reducer over a product's components, its rules, price, URL form and
 * layer stack. No server-only imports, so the browser and the server run the same code.
 */
export * from "./constants";
export type {
  ComponentKind,
  ConfiguratorAction,
  ConfiguratorState,
  NextStep,
  PersonalizationEntry,
  SelectableType,
  Selection,
  Step,
  ValidationIssue,
  ValidationRule,
} from "./types";
export { createDesignView, hasPersonalizationText, type DesignView } from "./design";
export { indexProduct, kindOf, selectableTypeOf } from "./catalogue-index";
export { emptyState } from "./normalize";
export { createReducer, initialState, normalizeState, reduce } from "./reducer";
export { isFullyConfigured, validateConfiguration, validationIssues } from "./validate";
export { nextStep, stepsFor } from "./steps";
export { priceLines, priceOf, startingPrice, type PriceLine } from "./price";
export { decodeState, encodeState } from "./url";
export { layersFor, type Layer } from "./layers";
export { designSummary, type SummaryLine } from "./summary";
export { packConfigurable, unpackConfigurable, type ConfigurableWire } from "./wire";
