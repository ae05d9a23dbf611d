/** A state <select>'s options: a prompt to choose, then each state by its name. */
export function StateOptions({ states }: { states: readonly { code: string; name: string }[] }) {
  return (
    <>
      <option value="">Choose…</option>
      {states.map((s) => (
        <option key={s.code} value={s.code}>
          {s.name}
        </option>
      ))}
    </>
  );
}
