import "@/app/account.css";
import type { FormEventHandler, ReactNode } from "react";

type Props = {
  /** The form's accessible name. */
  label: string;
  testId: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  className?: string;
  children: ReactNode;
};

/** The sign-in, sign-up and password forms: checked by zod, so the browser's checks are off. */
export function AccountForm({
  label,
  testId,
  onSubmit,
  className = "account-form",
  children,
}: Props) {
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className={className}
      aria-label={label}
      data-testid={testId}
    >
      {children}
    </form>
  );
}
