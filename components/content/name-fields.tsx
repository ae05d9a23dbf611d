import "@/app/account.css";
import { FormField } from "@/components/content/form-field";
import type { FieldBinding } from "@/components/content/use-submit-form";

/**
 * The First name / Last name pair, side by side, of the account forms and checkout's details
 * (`rowClassName`: the row of the form it sits in).
 */
export function NameFields({
  idBase,
  first,
  last,
  rowClassName = "account-form__row",
}: {
  idBase: string;
  first: FieldBinding;
  last: FieldBinding;
  rowClassName?: string;
}) {
  return (
    <div className={rowClassName}>
      <FormField id={`${idBase}-first`} label="First name" error={first.error}>
        {(a) => (
          <input
            {...a}
            autoComplete="given-name"
            defaultValue={first.defaultValue}
            {...first.registration}
          />
        )}
      </FormField>
      <FormField id={`${idBase}-last`} label="Last name" error={last.error}>
        {(a) => (
          <input
            {...a}
            autoComplete="family-name"
            defaultValue={last.defaultValue}
            {...last.registration}
          />
        )}
      </FormField>
    </div>
  );
}
