/** Runs once when the server starts: a bad environment stops it with a message naming the variable. */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { env } = await import("./lib/env");
    env();
    // Payment keys are checked here too, so a half-configured provider stops start-up instead
    // of failing the first shopper who tries to pay.
    const { paymentConfig } = await import("./lib/payments/config");
    paymentConfig();
  }
}
