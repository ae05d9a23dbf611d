/**
 * What GET /api/integrations answers (lib/integrations' ShellSettings), checked on arrival. By
 * hand rather than with zod: this runs on every page, and zod is kept out of the pages' first
 * load (instrumentation-client.ts, issue 14).
 */
export type ShellIntegrations = {
  production: boolean;
  analyticsId: string | null;
  emailMarketingKey: string | null;
  liveChatSrc: string | null;
};

/** Nothing runs until the server says so (and nothing when it cannot be asked). */
export const NO_INTEGRATIONS: ShellIntegrations = {
  production: false,
  analyticsId: null,
  emailMarketingKey: null,
  liveChatSrc: null,
};

const textOrNull = (value: unknown): value is string | null =>
  value === null || typeof value === "string";

function parseShellIntegrations(body: unknown): ShellIntegrations | null {
  if (typeof body !== "object" || body === null) return null;
  const { production, analyticsId, emailMarketingKey, liveChatSrc } = body as Record<
    string,
    unknown
  >;
  if (typeof production !== "boolean") return null;
  if (!textOrNull(analyticsId) || !textOrNull(emailMarketingKey) || !textOrNull(liveChatSrc)) {
    return null;
  }
  return { production, analyticsId, emailMarketingKey, liveChatSrc };
}

/** The integrations this server configures; a failure means none (they are extras). */
export async function fetchShellIntegrations(
  fetcher: typeof fetch = fetch,
): Promise<ShellIntegrations> {
  try {
    const response = await fetcher("/api/integrations", { credentials: "omit" });
    if (!response.ok) return NO_INTEGRATIONS;
    return parseShellIntegrations(await response.json()) ?? NO_INTEGRATIONS;
  } catch {
    return NO_INTEGRATIONS;
  }
}
