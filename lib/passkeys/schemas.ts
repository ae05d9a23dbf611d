import { z } from "zod";
import { oneLine } from "../validation/text";
import { PASSKEY_NAME_MAX } from "./names";

/**
 * The WebAuthn JSON the browser library (@simplewebauthn/browser) sends and receives, as zod
 * schemas: the handler refuses a malformed body with 422 before the verifier sees it, and the
 * OpenAPI document describes it.
 */

const base64url = (what: string, max: number) =>
  z
    .string({ error: `The ${what} is missing.` })
    .min(1, `The ${what} is missing.`)
    .max(max, `The ${what} is too long.`)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `The ${what} is not base64url.`);

const TRANSPORTS = ["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"] as const;
const transport = z.enum(TRANSPORTS);
const REQUIREMENT = ["discouraged", "preferred", "required"] as const;
const HINTS = ["hybrid", "security-key", "client-device"] as const;

const clientExtensionResults = z
  .object({
    appid: z.boolean().optional(),
    credProps: z.object({ rk: z.boolean().optional() }).optional(),
    hmacCreateSecret: z.boolean().optional(),
  })
  .meta({ description: "Extension outputs; the store reads none of them." });

const credentialDescriptor = z.object({
  id: base64url("credential id", 1366),
  type: z.literal("public-key"),
  transports: z.array(transport).optional(),
});

export const passkeyNameSchema = oneLine("a name for the passkey", PASSKEY_NAME_MAX);

/** What both ceremonies' answers carry around their `response` (a PublicKeyCredential's JSON). */
const credentialResponse = z.object({
  id: base64url("credential id", 1366),
  rawId: base64url("credential id", 1366),
  type: z.literal("public-key"),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  clientExtensionResults,
});

/** What navigator.credentials.create() made, as the browser library sends it. */
export const registrationResponseSchema = credentialResponse.extend({
  response: z.object({
    clientDataJSON: base64url("client data", 4096),
    attestationObject: base64url("attestation", 65_536),
    authenticatorData: base64url("authenticator data", 65_536).optional(),
    // Browsers report transports we may not know yet: kept when known, dropped otherwise.
    transports: z
      .array(z.string().max(32))
      .max(16)
      .optional()
      .transform((list) => list?.filter((t) => (TRANSPORTS as readonly string[]).includes(t))),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url("public key", 65_536).optional(),
  }),
});

/** What navigator.credentials.get() returned, as the browser library sends it. */
export const authenticationResponseSchema = credentialResponse.extend({
  response: z.object({
    clientDataJSON: base64url("client data", 4096),
    authenticatorData: base64url("authenticator data", 65_536),
    signature: base64url("signature", 8192),
    userHandle: base64url("user handle", 128).optional(),
  }),
});

/** PublicKeyCredentialCreationOptionsJSON: for @simplewebauthn/browser's startRegistration. */
export const creationOptionsSchema = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal("public-key") })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(REQUIREMENT).optional(),
      userVerification: z.enum(REQUIREMENT).optional(),
    })
    .optional(),
  hints: z.array(z.enum(HINTS)).optional(),
  attestation: z.enum(["direct", "enterprise", "indirect", "none"]).optional(),
  extensions: z
    .object({ credProps: z.boolean().optional(), minPinLength: z.boolean().optional() })
    .optional(),
});

/** PublicKeyCredentialRequestOptionsJSON: for startAuthentication (button or autofill). */
export const requestOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: z.enum(REQUIREMENT).optional(),
  hints: z.array(z.enum(HINTS)).optional(),
});

/** A passkey as My account lists it. */
export const passkeyViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  last_used_at: z.iso.datetime({ offset: true }).nullable(),
  /** Synced by its provider (iCloud Keychain, Google Password Manager…) rather than one device. */
  synced: z.boolean(),
});
export type PasskeyView = z.infer<typeof passkeyViewSchema>;
