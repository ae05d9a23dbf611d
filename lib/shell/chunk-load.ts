/** Spec 9: a lazy page chunk that has not arrived after this long has failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const NEW_VERSION_MESSAGE = "A new version of the store is available.";

/**
 * Spec 8: a lazy chunk that fails to load (a deploy replaced it, the network dropped) is a
 * generic chunk-load failure: the page offers a reload instead of a broken screen.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === "ChunkLoadError" ||
    /Loading (CSS )?chunk [\w/.-]+ failed|Failed to fetch dynamically imported module|chunk load timed out/i.test(
      error.message,
    )
  );
}

/** A lazy import that gives up after the spec's time-out with a chunk-load failure. */
export function withChunkTimeout<T>(
  load: () => Promise<T>,
  ms = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new Error(`Chunk load timed out after ${ms} ms`);
      error.name = "ChunkLoadError";
      reject(error);
    }, ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
