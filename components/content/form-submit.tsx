import { FormFailure } from "./form-failure";

/** A form's submit button (with its busy label) and the form-wide failure, read out as an alert. */
export function FormSubmit({
  label,
  busyLabel,
  busy,
  failure,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  failure: string | null;
}) {
  return (
    <>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
      <FormFailure message={failure} />
    </>
  );
}
