/** Business constants of the configurator (spec section 9) and the validation messages (spec 5). */

export const CUSTOMIZER_VERSION = "2.0";
/** Cents; used when a product carries no (or a non-positive) starting price. */
export const DEFAULT_PRICE = 5000;
export const DEFAULT_ACTION_TEXT = "Next Selection";
export const PERSONALIZATION_PLACEHOLDER = "Name, Initials, Emojis";

// The four messages of the fully-configured check, word for word from spec section 5.
export const MESSAGE_REVIEW_OPTIONS = "Please review all options and make a selection for each.";
const MESSAGE_FINISH_COMPONENT_TEMPLATE =
  "Please finish customizing the {component display name} before adding the product to cart.";
export const MESSAGE_INCOMPLETE_CUSTOMIZATION =
  "Please complete the customization process to put your handbag into the cart; you can always make changes before purchase.";
export const MESSAGE_PERSONALIZATION_INCOMPLETE =
  "Please complete the Personalization step to put your handbag into the cart; you can always make changes before purchase.";
/**
 * The spec requires hardware/foil variants for personalization on hardware parts but gives no
 * message; this one follows the wording of message 2 so the shopper sees a familiar sentence.
 */
const MESSAGE_HARDWARE_FINISH_TEMPLATE =
  "Please choose a hardware or foil finish for the {component display name} before adding the product to cart.";

export function finishComponentMessage(displayName: string): string {
  return MESSAGE_FINISH_COMPONENT_TEMPLATE.replace("{component display name}", displayName);
}

export function hardwareFinishMessage(displayName: string): string {
  return MESSAGE_HARDWARE_FINISH_TEMPLATE.replace("{component display name}", displayName);
}

/** Parts whose personalization is stamped or engraved, so it needs a metal or foil finish. */
export const FINISH_PARTS: readonly string[] = ["hardware", "foil"];
