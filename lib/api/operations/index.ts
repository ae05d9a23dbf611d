import type { Operation } from "../operation";
import * as account from "./account";
import * as aftercare from "./aftercare";
import * as appointments from "./appointments";
import * as associates from "./associates";
import * as cartExtras from "./cart-extras";
import * as catalogue from "./catalogue";
import * as checkout from "./checkout";
import * as configuredProducts from "./configured-products";
import * as delivery from "./delivery";
import * as designChangeCheckouts from "./design-change-checkouts";
import * as designChangePayments from "./design-change-payments";
import * as designChangePaypal from "./design-change-paypal";
import * as differenceFollowUps from "./difference-follow-ups";
import * as kiosks from "./kiosks";
import * as marketing from "./marketing";
import * as orders from "./orders";
import * as partners from "./partners";
import * as passkeys from "./passkeys";
import * as payments from "./payments";
import * as consent from "./consent";
import * as privacy from "./privacy";
import * as promoCheck from "./promo-check";
import * as repairs from "./repairs";
import * as returns from "./returns";
import * as session from "./session";
import * as share from "./share";
import * as staff from "./staff";
import * as wishlist from "./wishlist";

const isOperation = (value: unknown): value is Operation =>
  typeof value === "object" &&
  value !== null &&
  "method" in value &&
  "path" in value &&
  "response" in value;

/**
 * Every operation, for the OpenAPI document, with its operationId: the name it is exported
 * under (without an `Operation` suffix). Add each new operations module here.
 */
export const allOperations: Operation[] = [
  session,
  account,
  aftercare,
  passkeys,
  privacy,
  wishlist,
  associates,
  marketing,
  promoCheck,
  catalogue,
  appointments,
  configuredProducts,
  delivery,
  orders,
  cartExtras,
  checkout,
  share,
  payments,
  consent,
  staff,
  kiosks,
  partners,
  returns,
  differenceFollowUps,
  designChangePayments,
  designChangeCheckouts,
  designChangePaypal,
  repairs,
].flatMap((module) =>
  Object.entries(module as Record<string, unknown>).flatMap(([name, value]) =>
    isOperation(value)
      ? [{ ...value, operationId: value.operationId ?? name.replace(/Operation$/, "") }]
      : [],
  ),
);
