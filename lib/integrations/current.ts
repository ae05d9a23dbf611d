import "server-only";
import { env } from "../env";
import { paymentConfig } from "../payments/config";
import { liveChatOrigin, validMeasurementId } from "../shell/third-party";
import type { IntegrationSettings } from ".";

/**
 * The integrations as this server's environment configures them, read when it runs: one build
 * serves a shop with or without each provider, and its pages' policies follow.
 */
export function currentIntegrationSettings(): IntegrationSettings {
  const config = env();
  const payments = paymentConfig();
  return {
    production: config.APP_ENV === "production",
    stripe: payments.stripe !== null,
    paypal: payments.paypal?.environment ?? null,
    wallet: payments.wallet?.environment ?? null,
    financing: payments.financing?.environment ?? null,
    analyticsId: validMeasurementId(config.GA_MEASUREMENT_ID),
    emailMarketingKey: config.NEXT_PUBLIC_EMAIL_MARKETING_KEY ?? null,
    liveChatSrc:
      liveChatOrigin(config.LIVE_CHAT_SRC) === null ? null : (config.LIVE_CHAT_SRC ?? null),
  };
}
