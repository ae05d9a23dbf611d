import { stripeStandIn, type StripeStandIn } from "../payments/stand-ins/providers";

/**
 * The Stripe stand-in for one test file, the app's Stripe adapter pointed at it with one second
 * per provider call (so a silent provider times out quickly). Each test starts with a provider
 * that answers and nothing scripted; the stand-in closes after the file.
 */
export function stripeStandInForFile(): () => StripeStandIn {
  let stripe: StripeStandIn | undefined;
  beforeAll(async () => {
    stripe = await stripeStandIn();
    Object.assign(process.env, stripe.env);
    process.env.PAYMENTS_PROVIDER_TIMEOUT_MS = "1000";
  });
  afterEach(() => {
    stripe?.standIn.recover();
    if (stripe) Object.assign(stripe.script, { captureTakes: undefined, refuseRefunds: 0 });
  });
  afterAll(async () => {
    await stripe?.standIn.close();
  });
  return () => {
    if (!stripe) throw new Error("the Stripe stand-in starts in beforeAll");
    return stripe;
  };
}
