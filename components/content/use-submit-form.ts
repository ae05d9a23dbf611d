"use client";

import { useState } from "react";
import type {
  FieldValues,
  Path,
  UseFormRegisterReturn,
  UseFormReturn,
  UseFormSetError,
} from "react-hook-form";
import { submitFailure, type SubmitFailure } from "./form-errors";
import { useSingleFlight } from "./use-single-flight";

/** What a field component needs from the form: the input's registration and its error. */
export type FieldBinding<N extends string = string> = {
  registration: UseFormRegisterReturn<N>;
  error?: string;
  /**
   * A text field's starting value, written into the server's HTML: the form library fills its
   * inputs only once the page's JavaScript runs, so a prefilled form would first paint empty.
   */
  defaultValue?: string;
};

type Options<T extends FieldValues> = {
  /** The fields whose server (422) messages go next to their input, the first one focused. */
  fields: readonly Path<T>[];
  /**
   * The form-wide alert, given what the server said and whether a field took a message. By
   * default the server's sentence, unless a field shows it.
   */
  failureOf?: (failure: SubmitFailure, placedOnFields: boolean) => string | null;
};

/**
 * Puts the server's 422 messages next to the fields they are about, focusing the first one.
 * Returns false when none of them belongs to a field of this form (show the message instead).
 */
function placeFieldErrors<T extends FieldValues>(
  fields: Record<string, string>,
  names: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  const known = names.filter((name) => fields[name]);
  known.forEach((name, i) => setError(name, { message: fields[name] }, { shouldFocus: i === 0 }));
  return known.length > 0;
}

const serverSentence = ({ message }: SubmitFailure, placedOnFields: boolean) =>
  placedOnFields ? null : message;

/**
 * The submit side the site's forms share (account pages, content pages, the share dialog): the
 * zod-checked values go to `action` once at a time (useSingleFlight), and what it throws becomes
 * field errors and/or the form's alert.
 * `field(name)` binds an input for the field components (EmailField, PasswordField…).
 */
export function useSubmitForm<T extends FieldValues, C, R>(
  form: UseFormReturn<T, C, R>,
  action: (values: R) => Promise<void>,
  { fields, failureOf = serverSentence }: Options<T>,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const send = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await action(values);
    } catch (error) {
      const answer = submitFailure(error);
      setFailure(failureOf(answer, placeFieldErrors(answer.fields, fields, form.setError)));
    }
  });
  // The action's failures are caught above; what is left is the form's rules failing to load
  // (components/forms/lazy-resolver.ts), said like a request that failed.
  const onSubmit = useSingleFlight((event) =>
    send(event).catch((error: unknown) => setFailure(failureOf(submitFailure(error), false))),
  );
  const field = <N extends Path<T>>(name: N): FieldBinding<N> => ({
    registration: form.register(name),
    error: form.getFieldState(name, form.formState).error?.message,
  });
  /** What FormSubmit shows: busy while sending, and the form-wide failure. */
  const status = { busy: form.formState.isSubmitting, failure };
  return { onSubmit, failure, status, field };
}
