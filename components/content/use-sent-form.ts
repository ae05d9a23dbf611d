"use client";

import { useId, useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { useSubmitForm } from "./use-submit-form";

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
 * The send-once forms of the content pages and the share dialog: useSubmitForm, plus what was
 * sent kept for the confirmation. With several fields, a message on any of them also says so at
 * the top; a one-field form's message beside its field says it all.
 */
export function useSentForm<Values extends FieldValues, Parsed, Sent>(
  form: UseFormReturn<Values, unknown, Parsed>,
  { fields, send, afterSent = () => form.reset(), onFailure }: Options<Values, Parsed, Sent>,
) {
  const id = useId();
  const [sent, setSent] = useState<Sent | null>(null);
  const { onSubmit, failure } = useSubmitForm(
    form,
    async (values) => {
      setSent(null);
      try {
        setSent(await send(values));
      } catch (error) {
        onFailure?.(error);
        throw error;
      }
      afterSent(values);
    },
    {
      fields,
      failureOf: ({ message }, placed) =>
        !placed ? message : fields.length > 1 ? CHECK_FIELDS : null,
    },
  );
  return { id, titleId: `${id}-title`, sent, failure, onSubmit };
}
