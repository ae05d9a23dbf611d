import { z } from "zod";
import { passkeyNameSchema } from "../../passkeys/schemas";
import {
  authenticationResponseSchema,
  creationOptionsSchema,
  passkeyViewSchema,
  registrationResponseSchema,
  requestOptionsSchema,
} from "../../passkeys/schemas";
import { defineOperation } from "../operation";
import { idParams, tokenDelivery } from "./params";
import { signedInSchema } from "./account";

export const listPasskeys = defineOperation({
  method: "GET",
  path: "/customer/passkeys",
  summary:
    "The signed-in customer's passkeys, oldest first, with when each was added and last used.",
  tag: "Passkeys",
  auth: "customer",
  response: z.array(passkeyViewSchema),
});

export const passkeyRegistrationOptions = defineOperation({
  method: "POST",
  path: "/customer/passkeys/registration-options",
  summary:
    "Start adding a passkey: the options for navigator.credentials.create(), with a challenge " +
    "kept for this browser session for 5 minutes. Needs a sign-in on this browser in the last " +
    "10 minutes, or the current password (422 on `current_password` otherwise; the sign-in " +
    "throttle applies).",
  tag: "Passkeys",
  auth: "customer",
  body: z.object({ current_password: z.string().max(1024).optional() }),
  response: creationOptionsSchema,
  rateLimit: 20,
});

export const addPasskey = defineOperation({
  method: "POST",
  path: "/customer/passkeys",
  summary:
    "Finish adding a passkey with the authenticator's response to a challenge this session " +
    "asked for (single use). Without a name, it is named after its provider or this browser " +
    "and system. The account's address is told by mail.",
  tag: "Passkeys",
  auth: "customer",
  body: z.object({ response: registrationResponseSchema, name: passkeyNameSchema.optional() }),
  response: passkeyViewSchema,
  rateLimit: 20,
});

export const renamePasskey = defineOperation({
  method: "PUT",
  path: "/customer/passkeys/{id}",
  summary: "Rename one of the customer's passkeys (404 for anyone else's).",
  tag: "Passkeys",
  auth: "customer",
  params: idParams,
  body: z.object({ name: passkeyNameSchema }),
  response: passkeyViewSchema,
  rateLimit: 30,
});

export const removePasskey = defineOperation({
  method: "DELETE",
  path: "/customer/passkeys/{id}",
  summary: "Remove one of the customer's passkeys: it signs in no more (404 for anyone else's).",
  tag: "Passkeys",
  auth: "customer",
  params: idParams,
  response: z.object({
    deleted: z.literal(true),
    credential_id: z.string().meta({
      description: "For the browser to tell its passkey provider (signalUnknownCredential).",
    }),
    rp_id: z.string(),
  }),
  rateLimit: 30,
});

export const passkeySignInOptions = defineOperation({
  method: "POST",
  path: "/login/passkey/options",
  summary:
    "Start signing in with a passkey (a button, or the browser's autofill on the e-mail field): " +
    "the options for navigator.credentials.get(), with a challenge kept for this browser " +
    "session for 5 minutes. No credentials are listed, so nothing is said about accounts.",
  tag: "Passkeys",
  auth: "optional",
  response: requestOptionsSchema,
  rateLimit: 60,
});

export const passkeySignIn = defineOperation({
  method: "POST",
  path: "/login/passkey",
  summary:
    "Sign in with a passkey's response to a challenge this session asked for (single use), with " +
    "the same session rotation as POST /login. Failed passwords never hold it up (no account or " +
    "address lock applies); 422 for an unknown passkey, a bad signature or a signature counter " +
    "that did not move forward.",
  tag: "Passkeys",
  auth: "optional",
  body: z.object({ response: authenticationResponseSchema, token_delivery: tokenDelivery }),
  response: signedInSchema,
  rateLimit: 20,
});
