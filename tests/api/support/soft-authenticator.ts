import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

/**
 * A software passkey for tests (issue 26): an ES256 key pair that answers WebAuthn ceremonies
 * the way a platform authenticator does (attestation "none", user present and verified), so the
 * server's real verifier checks it. No package on npm keeps one up to date; this follows the
 * WebAuthn Level 3 byte layouts and encodes with the server library's own CBOR.
 */
export class SoftAuthenticator {
  private readonly keys = generateKeyPairSync("ec", { namedCurve: "P-256" });
  readonly credentialId = isoBase64URL.fromBuffer(randomBytes(16));
  /** The next signature counter is this plus one; set it back to play a cloned authenticator. */
  counter = 0;
  userHandle: string | undefined;

  constructor(private readonly aaguid = new Uint8Array(16)) {}

  /** Answers options from POST .../registration-options (PublicKeyCredentialCreationOptionsJSON). */
  register(
    options: { challenge: string; rp: { id?: string }; user: { id: string } },
    origin: string,
  ) {
    const rpId = options.rp.id ?? new URL(origin).hostname;
    this.userHandle = options.user.id;
    const clientDataJSON = clientData("webauthn.create", options.challenge, origin);
    const authData = this.authenticatorData(rpId, true);
    const attestation = new Map<string, string | Map<string, number> | Uint8Array>();
    attestation.set("fmt", "none");
    attestation.set("attStmt", new Map<string, number>());
    attestation.set("authData", new Uint8Array(authData));
    const attestationObject = isoCBOR.encode(attestation);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: "public-key" as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(clientDataJSON),
        attestationObject: b64(attestationObject),
        transports: ["internal"],
      },
    };
  }

  /** Answers options from POST /login/passkey/options (PublicKeyCredentialRequestOptionsJSON). */
  assert(options: { challenge: string; rpId?: string }, origin: string) {
    const rpId = options.rpId ?? new URL(origin).hostname;
    const clientDataJSON = clientData("webauthn.get", options.challenge, origin);
    const authData = this.authenticatorData(rpId, false);
    const signed = Buffer.concat([authData, createHash("sha256").update(clientDataJSON).digest()]);
    const signature = sign("sha256", signed, this.keys.privateKey as KeyObject);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: "public-key" as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authData),
        signature: b64(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
    };
  }

  private authenticatorData(rpId: string, attested: boolean): Buffer {
    this.counter += 1;
    const rpIdHash = createHash("sha256").update(rpId).digest();
    // User present (0x01), user verified (0x04), attested credential data (0x40).
    const flags = Buffer.from([0x01 | 0x04 | (attested ? 0x40 : 0)]);
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    if (!attested) return Buffer.concat([rpIdHash, flags, counter]);
    const id = isoBase64URL.toBuffer(this.credentialId);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    return Buffer.concat([rpIdHash, flags, counter, this.aaguid, idLength, id, this.coseKey()]);
  }

  private coseKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: "jwk" });
    if (!jwk.x || !jwk.y) throw new Error("an EC key has x and y");
    // kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y.
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x)],
        [-3, isoBase64URL.toBuffer(jwk.y)],
      ]),
    );
  }
}

/** base64url of Node bytes (the library's helper wants a plain ArrayBuffer-backed array). */
const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));

function clientData(type: string, challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}
