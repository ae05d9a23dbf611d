"use client";

import "@/app/account.css";
import { useWatch, type Control, type FieldValues, type Path } from "react-hook-form";
import { PasswordField } from "./password-field";
import type { FieldBinding } from "@/components/content/use-submit-form";

type Props<T extends FieldValues, C, R> = FieldBinding<Path<T>> & {
  id: string;
  label: string;
  /** The form's control, to follow what is typed for the strength hint. */
  control: Control<T, C, R>;
};

/** A new password: the PasswordField with its live strength hint over the typed value. */
export function NewPasswordField<T extends FieldValues, C, R>({
  id,
  label,
  control,
  registration,
  error,
}: Props<T, C, R>) {
  const typed: unknown = useWatch({ control, name: registration.name });
  return (
    <PasswordField
      id={id}
      label={label}
      autoComplete="new-password"
      registration={registration}
      error={error}
      strengthOf={typeof typed === "string" ? typed : ""}
    />
  );
}
