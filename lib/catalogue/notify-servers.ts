/**
 * After `catalogue:build` writes new files, each running app server is asked to revalidate its
 * prerendered pages (POST /api/internal/revalidate). Servers that do not answer are reported, not
 * fatal: the build itself succeeded and they pick the change up on their next deploy or restart.
 */
export async function notifyServers(urls: string[], secret: string): Promise<string[]> {
  const results: string[] = [];
  for (const url of urls) {
    try {
      const response = await fetch(new URL("/api/internal/revalidate", url), {
        method: "POST",
        headers: { authorization: `Bearer ${secret}` },
        signal: AbortSignal.timeout(10_000),
      });
      results.push(`${url}: ${response.ok ? "revalidated" : `HTTP ${response.status}`}`);
    } catch (error) {
      results.push(
        `${url}: unreachable (${error instanceof Error ? error.message : String(error)})`,
      );
    }
  }
  return results;
}
