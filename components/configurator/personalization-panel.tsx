"use client";

import { useId, type Dispatch } from "react";
import type { CatalogueComponent } from "@/lib/catalogue/types";
import {
  PERSONALIZATION_PLACEHOLDER,
  hasPersonalizationText,
  type ConfiguratorAction,
  type ConfiguratorState,
} from "@/lib/configurator";
import { formatPrice } from "@/lib/money";

type Props = {
  state: ConfiguratorState;
  component: CatalogueComponent;
  dispatch: Dispatch<ConfiguratorAction>;
  onDone: (componentId: string) => void;
};

const TYPE_LABELS: Record<string, string> = { text: "Text", initials: "Initials", emoji: "Emoji" };
const words = (value: string) => value.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase());

/** The Personalization step: text, its type, where it goes, and the "Done" confirmation. */
export function PersonalizationPanel({ state, component, dispatch, onDone }: Props) {
  const inputId = useId();
  const personalizable = component.personalizable;
  if (!personalizable) return null;
  const entry = state.personalizations[personalizable.id];
  const text = entry?.text ?? "";
  const type = entry?.type ?? personalizable.allowed_types[0] ?? "text";
  // Code points, not UTF-16 units: the reducer counts an emoji as one character.
  const used = [...text].length;
  const set = (value: string, personalizationType?: string) =>
    dispatch({
      type: "set-personalization",
      personalizableId: personalizable.id,
      text: value,
      personalizationType,
    });
  return (
    <div className="personalization" data-testid="personalization-panel">
      <label htmlFor={inputId}>Your {(TYPE_LABELS[type] ?? type).toLowerCase()}</label>
      <input
        id={inputId}
        className="personalization__input"
        type="text"
        value={text}
        placeholder={PERSONALIZATION_PLACEHOLDER}
        autoComplete="off"
        aria-describedby={`${inputId}-hint`}
        onChange={(event) => set(event.target.value)}
      />
      <p id={`${inputId}-hint`} className="personalization__hint">
        {used} of {personalizable.max_length} characters · placed{" "}
        {words(personalizable.position_type).toLowerCase()}
        {personalizable.price > 0 ? ` · ${formatPrice(personalizable.price)}` : ""}
      </p>
      {personalizable.allowed_types.length > 1 && (
        <fieldset className="choices__row">
          <legend>Type</legend>
          {personalizable.allowed_types.map((allowed) => (
            <label key={allowed} className="chip">
              <input
                type="radio"
                name={`${inputId}-type`}
                value={allowed}
                checked={allowed === type}
                onChange={() => set(text, allowed)}
              />{" "}
              {TYPE_LABELS[allowed] ?? allowed}
            </label>
          ))}
        </fieldset>
      )}
      <div className="choices__row">
        <button
          type="button"
          className="button"
          disabled={!hasPersonalizationText(text)}
          onClick={() => {
            dispatch({ type: "complete-personalization", personalizableId: personalizable.id });
            onDone(component.id);
          }}
        >
          Done
        </button>
        {entry?.complete && <span className="personalization__done">Confirmed</span>}
      </div>
    </div>
  );
}
