/**
 * Client-side marketing events (spec 7, Tracking): production only, sent to the email-marketing
 * service when its public key is configured. Failures are caught and only logged (spec 8): a
 * tracking outage must never break adding to the cart or checking out.
 */

export type TrackEvent =
  "Added to Cart" | "Added to Wishlist" | "Started Checkout" | "Viewed Product";

export type TrackPayload = {
  /** Identifies the shopper when known (spec 7: "with email and name when known"). */
  customer?: { email: string; firstName?: string; lastName?: string } | null;
  productName?: string;
  productId?: string;
  sku?: string;
  imageUrl?: string;
  productUrl?: string;
  /** Integer cents, as everywhere in the app. */
  priceCents?: number;
  quantity?: number;
  retailer?: string;
  retailerStore?: string;
};

export type TrackingSender = (event: TrackEvent, payload: TrackPayload) => Promise<void>;

type TrackedCustomer = { email: string; firstName?: string; lastName?: string };

/** Tells the email-marketing service who the shopper is (spec 7: "identified with email and name"). */
export type IdentifySender = (customer: TrackedCustomer) => Promise<void>;

/** Spec 7: "Started Checkout is skipped for one department-store retailer": the kiosk partner. */
const CHECKOUT_UNTRACKED_RETAILER = "bramwells";

const EARLY_EVENTS_LIMIT = 20;

let sender: TrackingSender | null | undefined;
let identifier: IdentifySender | null = null;
/** The signed-in customer once known; events without their own customer carry this one. */
let identity: TrackedCustomer | null = null;
let identitySent = false;
const early: Array<[TrackEvent, TrackPayload]> = [];

/**
 * Called once by the shell with the server's production flag. Events raised before that (a
 * product page's mount effect can run first) are held in memory and sent or dropped here.
 */
export function configureTracking(options: {
  production: boolean;
  /** The service's public key, from the server at run time (GET /api/integrations). */
  publicKey?: string;
  send?: TrackingSender;
  identify?: IdentifySender;
}): void {
  const key = options.publicKey?.trim();
  const live = Boolean(options.production && key);
  sender = live && key ? (options.send ?? emailMarketingSender(key)) : null;
  identifier = live && key ? (options.identify ?? emailMarketingIdentifier(key)) : null;
  if (identity && !identitySent) void sendIdentity(identity);
  for (const [event, payload] of early.splice(0)) void track(event, payload);
}

/**
 * Spec 7: the customer is identified with e-mail and name once known. Production only, like the
 * events; failures are only logged. Called again with the same customer, it does nothing.
 */
export async function identify(
  email: string,
  firstName?: string,
  lastName?: string,
): Promise<void> {
  const next: TrackedCustomer = { email, firstName, lastName };
  if (
    identity &&
    identity.email === next.email &&
    identity.firstName === next.firstName &&
    identity.lastName === next.lastName
  ) {
    return;
  }
  identity = next;
  identitySent = false;
  if (sender === undefined) return; // sent by configureTracking
  await sendIdentity(next);
}

/** Forgets the signed-in customer (sign-out), so later events are anonymous again. */
export function forgetIdentity(): void {
  identity = null;
  identitySent = false;
}

async function sendIdentity(customer: TrackedCustomer): Promise<void> {
  // Without consent to marketing there is no identifier (issue 37): the customer is not sent,
  // and stays to be sent if consent comes later in this page's life.
  if (!identifier) return;
  identitySent = true;
  try {
    await identifier(customer);
  } catch (error) {
    console.error("Tracking identify failed:", error);
  }
}

/** Sends one event; resolves once sent or skipped, never rejects. */
export async function track(event: TrackEvent, payload: TrackPayload): Promise<void> {
  if (sender === undefined) {
    if (early.length < EARLY_EVENTS_LIMIT) early.push([event, payload]);
    return;
  }
  if (!sender) return;
  if (event === "Started Checkout" && payload.retailer === CHECKOUT_UNTRACKED_RETAILER) return;
  try {
    await sender(
      event,
      payload.customer || !identity ? payload : { ...payload, customer: identity },
    );
  } catch (error) {
    console.error(`Tracking "${event}" failed:`, error);
  }
}

/** Forgets the configuration (tests only). */
export function resetTrackingForTests(): void {
  sender = undefined;
  identifier = null;
  identity = null;
  identitySent = false;
  early.length = 0;
}

// The email-marketing service's client-side events API, authenticated by the public key alone.
const CLIENT_EVENTS_URL = "https://a.klaviyo.com/client/events/";
const CLIENT_PROFILES_URL = "https://a.klaviyo.com/client/profiles/";
const API_REVISION = "2024-10-15";
const ANONYMOUS_ID_KEY = "atelier:tracking-id";

function emailMarketingSender(publicKey: string): TrackingSender {
  return async (event, payload) => {
    const profile = profileFor(payload);
    if (!profile) return; // the service rejects events it cannot attach to anyone
    const response = await fetch(
      `${CLIENT_EVENTS_URL}?company_id=${encodeURIComponent(publicKey)}`,
      {
        method: "POST",
        headers: { "Content-Type": "application/json", revision: API_REVISION },
        body: JSON.stringify({
          data: {
            type: "event",
            attributes: {
              metric: { data: { type: "metric", attributes: { name: event } } },
              profile: { data: { type: "profile", attributes: profile } },
              properties: {
                ProductName: payload.productName,
                ProductID: payload.productId,
                SKU: payload.sku,
                ImageURL: payload.imageUrl,
                URL: payload.productUrl,
                // The service wants dollars; cents stay the app's unit everywhere else.
                Price: payload.priceCents === undefined ? undefined : payload.priceCents / 100,
                Quantity: payload.quantity,
                Retailer: payload.retailer,
                RetailerStore: payload.retailerStore,
              },
            },
          },
        }),
        keepalive: true, // "Added to Cart" is often followed at once by a navigation
      },
    );
    if (!response.ok) throw new Error(`the email-marketing service answered ${response.status}`);
  };
}

function emailMarketingIdentifier(publicKey: string): IdentifySender {
  return async (customer) => {
    const attributes: Record<string, string> = { email: customer.email };
    if (customer.firstName) attributes.first_name = customer.firstName;
    if (customer.lastName) attributes.last_name = customer.lastName;
    const anonymousId = readAnonymousId();
    if (anonymousId) attributes.anonymous_id = anonymousId;
    const response = await fetch(
      `${CLIENT_PROFILES_URL}?company_id=${encodeURIComponent(publicKey)}`,
      {
        method: "POST",
        headers: { "Content-Type": "application/json", revision: API_REVISION },
        body: JSON.stringify({ data: { type: "profile", attributes } }),
      },
    );
    if (!response.ok) throw new Error(`the email-marketing service answered ${response.status}`);
  };
}

/** Email and name when known, plus a per-browser id so anonymous activity can be merged later. */
function profileFor(payload: TrackPayload): Record<string, string> | null {
  const profile: Record<string, string> = {};
  const anonymousId = readAnonymousId();
  if (anonymousId) profile.anonymous_id = anonymousId;
  const customer = payload.customer;
  if (customer?.email) profile.email = customer.email;
  if (customer?.firstName) profile.first_name = customer.firstName;
  if (customer?.lastName) profile.last_name = customer.lastName;
  return profile.anonymous_id || profile.email ? profile : null;
}

function readAnonymousId(): string | null {
  try {
    const stored = window.localStorage.getItem(ANONYMOUS_ID_KEY);
    if (stored) return stored;
    const id = crypto.randomUUID();
    window.localStorage.setItem(ANONYMOUS_ID_KEY, id);
    return id;
  } catch {
    return null; // storage blocked or no crypto.randomUUID (insecure context)
  }
}
