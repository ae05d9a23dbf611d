/** Settles within `ms`, or fails saying it hung (a hang must be a failure, not a jest timeout). */
export async function within<T>(ms: number, promise: Promise<T>): Promise<PromiseSettledResult<T>> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<"hung">((resolve) => {
    timer = setTimeout(() => resolve("hung"), ms);
  });
  const settled = promise.then(
    (value): PromiseSettledResult<T> => ({ status: "fulfilled", value }),
    (reason: unknown): PromiseSettledResult<T> => ({ status: "rejected", reason }),
  );
  const outcome = await Promise.race([settled, hung]);
  clearTimeout(timer);
  if (outcome === "hung") throw new Error(`still pending after ${ms} ms`);
  return outcome;
}
