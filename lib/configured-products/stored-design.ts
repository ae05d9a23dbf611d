/**
 * The stored design. It is kept as `{design}` in the jsonb column rather than a bare string: the
 * driver JSON-parses string values on the way out, so the empty design "2" would come back as the
 * number 2. Anything unreadable counts as the starting design.
 */
export const designOf = (data: unknown): string => {
  if (typeof data === "string") return data;
  if (typeof data === "object" && data !== null && "design" in data) {
    const design = (data as { design: unknown }).design;
    if (typeof design === "string") return design;
  }
  return "";
};

/** What a save writes into the jsonb column. */
export const storedDesign = (design: string) => ({ design });
