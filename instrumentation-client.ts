// Runs before the app's code in the browser. Zod probes `Function("")` to see whether it may
// compile its parsers; the store's CSP allows no eval, so that probe would be a reported policy
// violation on every page. Interpreted parsing is fast enough for the forms we validate.
//
// Zod keeps its settings on this global (shared by every copy of zod on the page), so setting it
// here costs no import: importing zod's `config` put 5.7 kB gz of zod into every page's first
// load, for pages that never validate anything (issue 14). tests/e2e/csp.spec.ts fails if the
// probe fires again.
type ZodGlobal = { __zod_globalConfig?: Record<string, unknown> };
const zodHolder = globalThis as ZodGlobal;
zodHolder.__zod_globalConfig = { ...zodHolder.__zod_globalConfig, jitless: true };
