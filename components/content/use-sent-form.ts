"use client";

import { useId, useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { submitFailure } from "./form-errors";
import { useSingleFlight } from "./use-single-flight";

type Options<Values extends FieldValues, Parsed, Sent> = {
  /** The fields a 422 from the server may name; their messages go next to the inputs. */
  fields: readonly Path<Values>[];
  /** Sends the parsed values; what it returns is kept as `sent` for the success message. */
  send: (values: Parsed) => Promise<Sent>;
  /** After a success: by default the form is emptied. */
  afterSent?: (values: Parsed) => void;
  /** Sees a failure before it is shown (e.g. to forget a saved id the server no longer has). */
  onFailure?: (error: unknown) => void;
};

const CHECK_FIELDS = "Please check the fields marked below.";

/**
 * The send-once forms of the content pages and the share dialog, around their react-hook-form:
 * one submit at a time, the server's field messages beside their inputs (the first focused),
 * anything else as one sentence, and what was sent kept for the confirmation.
 */
export function useSentForm<Values extends FieldValues, Parsed, Sent>(
  form: UseFormReturn<Values, unknown, Parsed>,
  { fields, send, afterSent = () => form.reset(), onFailure }: Options<Values, Parsed, Sent>,
) {
  const id = useId();
  const [sent, setSent] = useState<Sent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = useSingleFlight(
    form.handleSubmit(async (values) => {
      setFailure(null);
      setSent(null);
      try {
        setSent(await send(values));
        afterSent(values);
      } catch (error) {
        onFailure?.(error);
        const { message, fields: messages } = submitFailure(error);
        const named = fields.filter((field) => messages[field]);
        named.forEach((field, i) =>
          form.setError(field, { message: messages[field] }, { shouldFocus: i === 0 }),
        );
        // A one-field form's message beside its field says it all.
        if (named.length === 0) setFailure(message);
        else if (fields.length > 1) setFailure(CHECK_FIELDS);
      }
    }),
  );

  return { id, titleId: `${id}-title`, sent, failure, onSubmit };
}
