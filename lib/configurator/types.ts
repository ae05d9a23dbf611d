/** What the shopper has typed for one personalizable, keyed by personalizable id in the state. */
export type PersonalizationEntry = {
  text: string;
  /** One of the personalizable's allowed_types (text, initials, emoji). */
  type: string;
  /** Set by the "done" button of the Personalization step; editing the text clears it. */
  complete: boolean;
};

/** The step the shopper is looking at. A single field, so a component and a personalization can never both be selected. */
type Selection =
  | { kind: "component"; componentId: string }
  | { kind: "personalization"; personalizableId: string }
  | null;

/**
 * The configurator state. The design part (variants, options, answers, personalizations) is what
 * the URL carries; selection and errors are screen state and are not encoded.
 */
export type ConfiguratorState = {
  productId: string;
  /** Chosen variant ids per component id, at most one per material type, in the order chosen. */
  variants: Readonly<Record<string, readonly string[]>>;
  /** Chosen selectable option ids per selectable-option component id. */
  options: Readonly<Record<string, readonly string[]>>;
  /** Yes/no answers of optional components; absent means not answered yet. */
  answers: Readonly<Record<string, boolean>>;
  personalizations: Readonly<Record<string, PersonalizationEntry>>;
  selection: Selection;
  /** Component-level error messages, per component id (spec 4). */
  errors: Readonly<Record<string, string>>;
};

export type ConfiguratorAction =
  | { type: "choose-variant"; componentId: string; variantId: string }
  | { type: "deselect-variant"; componentId: string; variantId: string }
  /** Clears every choice of the component (and of its members, for containers and groups). */
  | { type: "deselect-component"; componentId: string }
  /** The optional-true / optional-false choice of an optional component. */
  | { type: "answer-optional"; componentId: string; value: boolean }
  | { type: "select-option"; componentId: string; optionId: string }
  | { type: "deselect-option"; componentId: string; optionId: string }
  | { type: "select-component"; componentId: string }
  | { type: "select-personalization"; personalizableId: string }
  | { type: "clear-selection" }
  | {
      type: "set-personalization";
      personalizableId: string;
      text: string;
      personalizationType?: string;
    }
  | { type: "complete-personalization"; personalizableId: string }
  | { type: "set-error"; componentId: string; message: string }
  | { type: "clear-error"; componentId: string }
  | { type: "reset" };

type ValidationRule = "options" | "components" | "hardware" | "customization" | "personalization";

/** The first failing rule of the fully-configured check, and where the UI should show it. */
export type ValidationIssue = {
  rule: ValidationRule;
  message: string;
  componentId: string;
  /** Set when the issue is about a personalization rather than the component's own choices. */
  personalizableId?: string;
};

export type Step =
  | { kind: "component"; componentId: string }
  | { kind: "personalization"; personalizableId: string; componentId: string };

export type NextStep = Step | { kind: "add-to-cart" };

export type ComponentKind =
  "required" | "optional" | "container" | "selectable-option" | "selectable-group";

export type SelectableType = "required" | "optional" | "multiple";
