import { config } from "zod/v4/core";

// Runs before the app's code in the browser. Zod probes `Function("")` to see whether it may
// compile its parsers; the store's CSP allows no eval, so that probe would be a reported policy
// violation on every page. Interpreted parsing is fast enough for the forms we validate.
config({ jitless: true });
