import type { SummaryLine } from "@/lib/configurator";

/** The design's choices, one row per component, as a description list. */
export function DesignSummary({ lines }: { lines: SummaryLine[] }) {
  if (lines.length === 0) return <p>The bag&rsquo;s starting look, with nothing added.</p>;
  return (
    <dl className="design-summary" data-testid="design-summary">
      {lines.map((line) => (
        <div key={line.componentId} className="design-summary__row">
          <dt>{line.component}</dt>
          <dd>
            {line.choices.join(", ")}
            {line.personalization && (
              <>
                {" "}
                · Personalization: <q>{line.personalization.text}</q>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
