/**
 * The checkout's detail fields (stylist, referral, comments) save when they are left. Pressing
 * "Pay" leaves the field and starts its save in the same moment, so placing the order first waits
 * for every save begun so far: the order is placed with what the shopper typed, not without it.
 */
const pending = new Set<Promise<unknown>>();

export function trackSave<T>(save: Promise<T>): Promise<T> {
  pending.add(save);
  const done = () => pending.delete(save);
  save.then(done, done);
  return save;
}

/** Resolves once every save begun so far has settled, whatever its outcome. */
export async function savesSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
