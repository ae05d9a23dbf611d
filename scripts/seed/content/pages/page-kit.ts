/** Visibility flags (spec section 5): shown in production because it is production ready. */
export const LIVE = {
  productionReady: true,
  global: false,
  published: true,
  private: false,
} as const;

/** Legal and footer pages: global (shown for every retail store) and production ready. */
export const LIVE_GLOBAL = {
  productionReady: true,
  global: true,
  published: true,
  private: false,
} as const;

/** Path of a generated illustration (see scripts/content-images/manifest.ts). */
export function img(file: string): string {
  return `/images/content/${file}`;
}

/** Markdown body: trims the blank lines that template literals start and end with. */
export function md(strings: TemplateStringsArray, ...values: string[]): string {
  let out = strings[0] ?? "";
  values.forEach((value, i) => {
    out += value + (strings[i + 1] ?? "");
  });
  return out.trim() + "\n";
}
