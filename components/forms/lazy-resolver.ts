import type { FieldValues, Resolver } from "react-hook-form";
import { withChunkTimeout } from "@/lib/shell/chunk-load";

export type LazyResolver<T extends FieldValues, C, R> = Resolver<T, C, R> & {
  /** Starts loading the rules (a field was focused), so that sending waits for nothing. */
  preload: () => void;
};

/**
 * A form's resolver whose rules load the first time the form is used instead of with the page:
 * a zod schema brings zod and its resolver, the largest scripts of a form page, and evaluating
 * them at load was among the checkout's longest tasks (issue 27). react-hook-form asks its
 * resolver only when it checks the form (on sending, then as fields change), and waits for it.
 * A load that failed is tried again at the next check.
 */
export function lazyResolver<T extends FieldValues, C, R>(
  load: () => Promise<Resolver<T, C, R>>,
): LazyResolver<T, C, R> {
  let loading: Promise<Resolver<T, C, R>> | undefined;
  const loaded = () =>
    (loading ??= withChunkTimeout(load).catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const resolver: Resolver<T, C, R> = async (values, context, options) =>
    (await loaded())(values, context, options);
  return Object.assign(resolver, { preload: () => void loaded().catch(() => undefined) });
}
