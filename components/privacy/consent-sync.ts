import { hasSignedInCookie } from "@/components/account/customer-session";
import { api, call } from "@/lib/http/api-client";
import { CONSENT_POLICY_VERSION, type OptionalCategory } from "@/lib/privacy/consent-config";
import type { ConsentHooks } from "./consent-ui";

/**
 * The consent events' way to the server (POST/GET /api/external/privacy/consent), so a signed-in
 * customer's choice follows them to another browser. A failure is only logged: the cookie still
 * holds the choice in this browser, and nothing loads that was not granted.
 */
export const consentHooks: ConsentHooks = {
  record(categories, source) {
    void call(() =>
      api.POST("/api/external/privacy/consent", {
        body: { categories, policy_version: CONSENT_POLICY_VERSION, source },
      }),
    ).catch((error: unknown) => console.error("Recording consent failed:", error));
  },
  async remembered(): Promise<OptionalCategory[] | null> {
    if (!hasSignedInCookie()) return null;
    const latest = await call(() => api.GET("/api/external/privacy/consent"));
    return latest && latest.policy_version === CONSENT_POLICY_VERSION ? latest.categories : null;
  },
};
