import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/**
 * Puts the server's 422 messages next to the fields they are about, focusing the first one.
 * Returns false when none of them belongs to a field of this form (show the message instead).
 */
export function placeFieldErrors<T extends FieldValues>(
  fields: Record<string, string>,
  names: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  const known = names.filter((name) => fields[name]);
  known.forEach((name, i) => setError(name, { message: fields[name] }, { shouldFocus: i === 0 }));
  return known.length > 0;
}
