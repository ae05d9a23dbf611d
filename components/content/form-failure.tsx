/** What went wrong with a form or a payment as a whole, read out at once (role="alert"). */
export function FormFailure({ message, testId }: { message: string | null; testId?: string }) {
  if (!message) return null;
  return (
    <p className="content-form__failure" role="alert" data-testid={testId}>
      {message}
    </p>
  );
}
