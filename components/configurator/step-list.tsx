"use client";

import type { StepView } from "./view-model";

type Props = {
  steps: readonly StepView[];
  /** Error message per step key: where each component's error is shown. */
  errors: ReadonlyMap<string, string>;
  onSelect: (key: string) => void;
};

/** Every step of the walkthrough with its progress; a step's error is shown on its own row. */
export function StepList({ steps, errors, onSelect }: Props) {
  const done = steps.filter((step) => step.complete).length;
  return (
    <nav className="step-list" aria-label="Design steps">
      <p className="step-list__progress" data-testid="progress">
        {done} of {steps.length} chosen
      </p>
      <ol className="component-list step-list__items" data-testid="component-list">
        {steps.map((step) => {
          const error = errors.get(step.key);
          const errorId = `step-error-${step.key.replace(/[^A-Za-z0-9-]/g, "-")}`;
          return (
            <li
              key={step.key}
              className="step-list__item"
              data-complete={step.complete}
              data-testid="step"
            >
              <button
                type="button"
                className="step-list__button"
                aria-current={step.selected ? "step" : undefined}
                aria-pressed={step.selected}
                aria-describedby={error ? errorId : undefined}
                onClick={() => onSelect(step.key)}
              >
                <span className="step-list__name">{step.label}</span>
                <span className="step-list__summary">{step.summary}</span>
              </button>
              {error && (
                <p id={errorId} className="step-list__error" data-testid="step-error">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
