/**
 * The operators' endpoints: like the whole API they never pass through the proxy (no store, no
 * cookie, no page rate limit), so they answer the same on every retail host; traces leave them out.
 */
export const PROBE_PATHS: readonly string[] = ["/api/health", "/api/ready"];
