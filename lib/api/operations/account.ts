import { z } from "zod";
import {
  confirmEmailChangeSchema,
  confirmSignupSchema,
  finishSignInSchema,
  undoEmailChangeSchema,
  forgotPasswordSchema,
  loginSchema,
  profileSchema,
  resetPasswordSchema,
  savedAddressSchema,
  signupSchema,
  verifyEmailSchema,
} from "../../customers/schemas";
import { defineOperation } from "../operation";
import { idParams, tokenDelivery } from "./params";
import { addressSchema } from "../../customers/views";
import { cartViewSchema } from "../../cart/view-schema";
import { customerSchema } from "./session";

export const signedInSchema = z.object({
  customer: customerSchema,
  api_token: z.string().optional(),
  /** The cart that follows the customer after sign-in (the guest cart merged in), if any. */
  cart_id: z.uuid().nullable(),
});

const RATE_AUTH = 20;

export const signup = defineOperation({
  method: "POST",
  path: "/customers/signup",
  summary:
    "Ask for an account. The answer is the same for a new address, a guest's and one that " +
    "already has an account: a new or guest address is mailed a link that makes the account " +
    "(POST /public/confirm-signup), and the owner of a known one is mailed a notice instead.",
  tag: "Account",
  auth: "optional",
  body: signupSchema,
  response: z.object({ pending: z.literal(true), email: z.email() }),
  rateLimit: RATE_AUTH,
});

export const confirmSignup = defineOperation({
  method: "POST",
  path: "/public/confirm-signup",
  summary:
    "Finish a sign-up with the token mailed to its address: the account is made, with its " +
    "address confirmed, and signed in on this browser (the guest bag joins it).",
  tag: "Account",
  auth: "optional",
  body: confirmSignupSchema.safeExtend({ token_delivery: tokenDelivery }),
  response: signedInSchema,
  rateLimit: 10,
});

export const login = defineOperation({
  method: "POST",
  path: "/login",
  summary:
    "Sign in with e-mail and password. The same 422 for an unknown e-mail and a wrong password; " +
    "429 with Retry-After after repeated failures for the account from this client. From a " +
    "client address locked by many failures, or a new browser while many browsers failed on the " +
    "account, every attempt gets the same 429 with code `sign_in_by_mail`, and a right password " +
    "mails the account a link to finish signing in (POST /public/finish-sign-in); a browser that " +
    "signed in to the account before is held up by neither.",
  tag: "Account",
  auth: "optional",
  body: loginSchema.safeExtend({ token_delivery: tokenDelivery }),
  response: signedInSchema,
  rateLimit: RATE_AUTH,
});

export const finishSignIn = defineOperation({
  method: "POST",
  path: "/public/finish-sign-in",
  summary:
    "Finish a sign-in with the token mailed after a right password that got the " +
    "`sign_in_by_mail` answer (POST /login): signs this browser in (the guest bag joins it) " +
    "and makes it known to the account. Works once, for 15 minutes.",
  tag: "Account",
  auth: "optional",
  body: finishSignInSchema.safeExtend({ token_delivery: tokenDelivery }),
  response: signedInSchema,
  rateLimit: 10,
});

export const logout = defineOperation({
  method: "POST",
  path: "/logout",
  summary: "Sign out: revoke the session's api token and clear the customer and cart cookies.",
  tag: "Account",
  auth: "optional",
  response: z.object({ signed_out: z.literal(true) }),
});

export const forgotPassword = defineOperation({
  method: "POST",
  path: "/public/forgot-password",
  summary:
    "Ask for a single-use reset link (60 minutes), mailed if an account uses this e-mail. The " +
    "answer is the same either way and says the link was asked for, not that it was sent. 429 " +
    "with Retry-After, in the same words for every address, after 3 requests for this exact " +
    "address in an hour, or when this client has asked for many e-mails.",
  tag: "Account",
  auth: "none",
  body: forgotPasswordSchema,
  response: z.object({ requested: z.literal(true) }),
  rateLimit: 10,
});

export const resetPassword = defineOperation({
  method: "POST",
  path: "/public/reset-password",
  summary:
    "Choose a new password with the mailed token. The token works once; every other sign-in " +
    "of the account is ended.",
  tag: "Account",
  auth: "none",
  body: resetPasswordSchema,
  response: z.object({ reset: z.literal(true) }),
  rateLimit: 10,
});

export const verifyEmail = defineOperation({
  method: "POST",
  path: "/public/verify-email",
  summary:
    "Confirm the account's e-mail with the mailed token; earlier guest orders with this e-mail " +
    "then join the account.",
  tag: "Account",
  auth: "none",
  body: verifyEmailSchema,
  response: z.object({ verified: z.literal(true) }),
  rateLimit: 10,
});

export const requestVerifyEmail = defineOperation({
  method: "POST",
  path: "/customer/verify-email",
  summary:
    "Mail the signed-in customer a link confirming their current address (accounts made before " +
    "sign-ups were confirmed). Already confirmed: nothing is sent.",
  tag: "Account",
  auth: "customer",
  response: z.object({ sent: z.literal(true) }),
  rateLimit: 5,
});

export const updateCustomer = defineOperation({
  method: "PUT",
  path: "/customer/customers/{id}",
  summary:
    "Update the signed-in customer's name, or password (with the current one; every other " +
    "sign-in ends). A new e-mail needs the current password and takes effect only when the link " +
    "mailed to it is opened (`pending_email`); the old address is told, with a way to undo.",
  tag: "Account",
  auth: "customer",
  params: idParams,
  body: profileSchema,
  response: customerSchema.extend({
    pending_email: z
      .email()
      .nullable()
      .meta({ description: "The new address waiting for its confirmation link, or null." }),
  }),
  rateLimit: 30,
});

export const confirmEmailChange = defineOperation({
  method: "POST",
  path: "/public/confirm-email-change",
  summary:
    "Confirm a new address with the token mailed to it: the account takes it, every other " +
    "sign-in ends, and earlier links die.",
  tag: "Account",
  auth: "optional",
  body: confirmEmailChangeSchema,
  response: z.object({ changed: z.literal(true), email: z.email(), signed_in: z.boolean() }),
  rateLimit: 10,
});

export const undoEmailChange = defineOperation({
  method: "POST",
  path: "/public/undo-email-change",
  summary:
    "From the notice mailed to the old address: cancel a change of address or take the address " +
    "back, with a new password; every sign-in and passkey of the account ends.",
  tag: "Account",
  auth: "none",
  body: undoEmailChangeSchema,
  response: z.object({ restored: z.literal(true), email: z.email() }),
  rateLimit: 10,
});

export const listAddresses = defineOperation({
  method: "GET",
  path: "/customer/addresses",
  summary: "The signed-in customer's saved addresses, the default first.",
  tag: "Account",
  auth: "customer",
  response: z.array(addressSchema),
});

export const createAddress = defineOperation({
  method: "POST",
  path: "/customer/addresses",
  summary: "Save a new address (US only).",
  tag: "Account",
  auth: "customer",
  body: savedAddressSchema,
  response: addressSchema,
  rateLimit: 30,
});

export const updateAddress = defineOperation({
  method: "PUT",
  path: "/customer/addresses/{id}",
  summary: "Change one of the customer's own addresses (404 for anyone else's).",
  tag: "Account",
  auth: "customer",
  params: idParams,
  body: savedAddressSchema,
  response: addressSchema,
  rateLimit: 30,
});

export const deleteAddress = defineOperation({
  method: "DELETE",
  path: "/customer/addresses/{id}",
  summary: "Delete one of the customer's own addresses; orders keep the address they shipped to.",
  tag: "Account",
  auth: "customer",
  params: idParams,
  response: z.object({ deleted: z.literal(true) }),
  rateLimit: 30,
});

export const customerOrder = defineOperation({
  method: "GET",
  path: "/customer/orders/{id}",
  summary: "One of the signed-in customer's placed orders, as charged (404 for anyone else's).",
  tag: "Account",
  auth: "customer",
  params: idParams,
  response: cartViewSchema,
});
