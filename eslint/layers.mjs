/**
 * The layers of lib/ (docs/architecture.md). A folder (or root file) may import only from layers
 * below its own, never from a sibling in the same layer: so no two folders can ever import each
 * other. Moving a folder up a layer is a design decision; make it here, on purpose.
 */
export const LIB_LAYERS = [
  // 0: no project imports beyond these; safe in the browser unless noted in the file.
  [
    "brand",
    // the atelier's working days, and a promised date as pages, mail and the API write it
    "calendar",
    "env",
    "errors",
    "gift-cards",
    "http",
    "log",
    "money",
    "notifications",
    "retail",
    "shell",
    "telemetry",
    "tracking",
    "validation",
  ],
  // 1: infrastructure
  ["db", "secret", "shared-state", "storage"],
  // 2: the published catalogue, identity, payment providers
  ["auth", "catalogue", "geo", "mail", "payments", "security", "stylists"],
  // 3: rules over the catalogue; deployment (go-live rules, the operators' command lines, which
  // associates, kiosks and staff parse through) needs only the database and payment providers
  [
    "appointments",
    "configurator",
    "content",
    "deployment",
    "forms",
    "health",
    "integrations",
    "marketing",
    "seo",
  ],
  // 4: the shopper's designs and codes; the credentials an operator's command line makes (kiosk
  // browsers, partners' tokens), which parse it through deployment
  ["configured-products", "kiosks", "partners", "promo"],
  // 5 (routing: which page addresses name something, for the proxy)
  ["cart", "routing", "share"],
  // 6: customers; the promised delivery date (lib/delivery: the queue, the 21-day claim, an
  // order's dates), which reads carts and designs, and checks the claim each catalogue build
  // publishes (lib/catalogue/build.ts takes the check from its caller)
  ["customers", "delivery"],
  // 7
  ["associates", "passkeys", "staff"],
  // 8: the flows that tie the domains together
  ["checkout", "kiosk", "privacy"],
  // 9: after the order (issue 26): the atelier's stages, cancellation, tracking
  ["orders"],
  // 10: the background work (the mail outbox's delivery, the timers), which the API kicks after
  // answering (a partner's write mails the client)
  ["jobs"],
  // 11: composition for pages, and the HTTP API
  ["account", "api"],
];

/** Pure folders: the browser runs the same code, so nothing server-only may reach them. */
export const PURE = [
  "lib/calendar",
  "lib/configurator",
  "lib/retail",
  "lib/money",
  "lib/errors",
  "lib/validation",
];
/** What a pure folder may import from the rest of lib. */
export const PURE_MAY_IMPORT = [
  "./calendar",
  "./configurator",
  "./retail",
  "./money",
  "./errors",
  "./validation",
  "./catalogue/types.ts",
  "./catalogue/artwork-paths.ts",
];
