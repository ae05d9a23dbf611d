"use client";

import type { Dispatch } from "react";
import type { ConfigurableProduct } from "@/lib/catalogue/types";
import type { ConfiguratorAction, ConfiguratorState, Step } from "@/lib/configurator";
import { stepKey, stepLabel, stepSummary } from "./step-status";

type Props = {
  product: ConfigurableProduct;
  state: ConfiguratorState;
  steps: readonly Step[];
  pending: ReadonlySet<string>;
  /** Error message per step key: where each component's error is shown. */
  errors: ReadonlyMap<string, string>;
  dispatch: Dispatch<ConfiguratorAction>;
};

function isSelected(state: ConfiguratorState, step: Step): boolean {
  const selection = state.selection;
  if (!selection) return false;
  return step.kind === "component"
    ? selection.kind === "component" && selection.componentId === step.componentId
    : selection.kind === "personalization" && selection.personalizableId === step.personalizableId;
}

/** Every step of the walkthrough with its progress; a step's error is shown on its own row. */
export function StepList({ product, state, steps, pending, errors, dispatch }: Props) {
  const done = steps.filter((step) => !pending.has(stepKey(step))).length;
  return (
    <nav className="step-list" aria-label="Design steps">
      <p className="step-list__progress" data-testid="progress">
        {done} of {steps.length} chosen
      </p>
      <ol className="component-list step-list__items" data-testid="component-list">
        {steps.map((step) => {
          const key = stepKey(step);
          const selected = isSelected(state, step);
          const error = errors.get(key);
          const errorId = `step-error-${key.replace(/[^A-Za-z0-9-]/g, "-")}`;
          return (
            <li
              key={key}
              className="step-list__item"
              data-complete={!pending.has(key)}
              data-testid="step"
            >
              <button
                type="button"
                className="step-list__button"
                aria-current={selected ? "step" : undefined}
                aria-pressed={selected}
                aria-describedby={error ? errorId : undefined}
                onClick={() =>
                  dispatch(
                    step.kind === "component"
                      ? { type: "select-component", componentId: step.componentId }
                      : { type: "select-personalization", personalizableId: step.personalizableId },
                  )
                }
              >
                <span className="step-list__name">{stepLabel(product, step)}</span>
                <span className="step-list__summary">{stepSummary(product, state, step)}</span>
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
