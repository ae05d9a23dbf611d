import "server-only";
import { env } from "../env";

/**
 * Issue 37: tells the e-mail-marketing service (Klaviyo's Data Privacy API) to delete every
 * profile it holds under an address. The browser tracker identifies shoppers by e-mail with the
 * public key; deleting needs the private key (scope data-privacy:write), which only the server has.
 */
const REVISION = "2026-10-15";
const TIMEOUT_MS = 10_000;

export type ForgetOutcome =
  /** The service accepted the deletion (it runs it on its side). */
  | { kind: "done" }
  /** No e-mail-marketing service is configured: it never received anything to forget. */
  | { kind: "not_configured" }
  /** Not accepted this time (down, slow, refused, or the private key missing): try again later. */
  | { kind: "retry"; reason: string };

type ForgetSettings = { publicKey?: string; privateKey?: string; apiUrl: string };

const currentSettings = (): ForgetSettings => {
  const config = env();
  return {
    publicKey: config.NEXT_PUBLIC_EMAIL_MARKETING_KEY,
    privateKey: config.EMAIL_MARKETING_PRIVATE_KEY,
    apiUrl: config.EMAIL_MARKETING_API_URL,
  };
};

/**
 * One try, bounded by a timeout. The reason says what failed (status, timeout), never the
 * address, so it can be logged and shown to the operator.
 */
export async function forgetAtEmailMarketing(
  email: string,
  settings: ForgetSettings = currentSettings(),
): Promise<ForgetOutcome> {
  if (!settings.privateKey) {
    return settings.publicKey
      ? { kind: "retry", reason: "EMAIL_MARKETING_PRIVATE_KEY is not set" }
      : { kind: "not_configured" };
  }
  try {
    const reply = await fetch(new URL("/api/data-privacy-deletion-jobs", settings.apiUrl), {
      method: "POST",
      headers: {
        authorization: `Klaviyo-API-Key ${settings.privateKey}`,
        revision: REVISION,
        "content-type": "application/vnd.api+json",
        accept: "application/vnd.api+json",
      },
      body: JSON.stringify({
        data: {
          type: "data-privacy-deletion-job",
          attributes: { profile: { data: { type: "profile", attributes: { email } } } },
        },
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    // Drained so the connection goes back to the pool.
    await reply.arrayBuffer().catch(() => undefined);
    if (reply.ok) return { kind: "done" };
    return { kind: "retry", reason: `status ${reply.status}` };
  } catch (error) {
    const name = error instanceof Error ? error.name : "error";
    return {
      kind: "retry",
      reason: name === "TimeoutError" ? "timed out" : `unreachable (${name})`,
    };
  }
}
