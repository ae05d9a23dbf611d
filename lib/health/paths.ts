/**
 * The operators' endpoints: the proxy leaves them alone (no store, no cookie, no rate limit), so
 * they answer the same on every retail host, and traces leave them out.
 */
export const PROBE_PATHS: readonly string[] = ["/api/health", "/api/ready"];
