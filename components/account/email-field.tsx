import { FormField } from "@/components/content/form-field";
import type { FieldBinding } from "@/components/content/use-submit-form";

type Props = FieldBinding & {
  id: string;
  /**
   * "username" where the address is the account's sign-in name; "username webauthn" on the
   * sign-in form, where the browser also offers its passkeys (issue 26).
   */
  autoComplete?: "email" | "username" | "username webauthn";
};

/** The account forms' "Email" input: no autocapitalisation or spell check on an address. */
export function EmailField({
  id,
  registration,
  error,
  defaultValue,
  autoComplete = "email",
}: Props) {
  return (
    <FormField id={id} label="Email" error={error}>
      {(a) => (
        <input
          {...a}
          type="email"
          autoComplete={autoComplete}
          autoCapitalize="off"
          spellCheck={false}
          defaultValue={defaultValue}
          {...registration}
        />
      )}
    </FormField>
  );
}
