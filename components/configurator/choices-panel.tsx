"use client";

import type { Dispatch, ReactNode } from "react";
import type {
  CatalogueComponent,
  ConfigurableProduct,
  CatalogueVariant,
} from "@/lib/catalogue/types";
import {
  indexProduct,
  kindOf,
  type ConfiguratorAction,
  type ConfiguratorState,
} from "@/lib/configurator";
import { holdsVariants } from "@/lib/configurator/catalogue-index";
import { createDesignView } from "@/lib/configurator/design";
import { formatPrice } from "@/lib/money";

type Props = {
  product: ConfigurableProduct;
  state: ConfiguratorState;
  component: CatalogueComponent;
  dispatch: Dispatch<ConfiguratorAction>;
};

const delta = (cents: number) => (cents > 0 ? `+${formatPrice(cents)}` : "Included");

type ChipProps = { pressed?: boolean; quiet?: boolean; onClick: () => void; children: ReactNode };

/** A choice button; `pressed` makes it a toggle that says whether it is chosen. */
function Chip({ pressed, quiet, onClick, children }: ChipProps) {
  return (
    <button
      type="button"
      className={quiet ? "chip chip--quiet" : "chip"}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** Variants grouped by material, in catalogue order, so each group can carry its description. */
function byMaterial(variants: readonly CatalogueVariant[]) {
  const groups = new Map<string, CatalogueVariant[]>();
  for (const variant of variants) {
    const id = variant.material_color.material.id;
    groups.set(id, [...(groups.get(id) ?? []), variant]);
  }
  return [...groups.values()];
}

function Swatches({ state, component, dispatch }: Omit<Props, "product">) {
  const chosen = state.variants[component.id] ?? [];
  return (
    <div className="swatch-groups">
      {byMaterial(component.variants).map((group) => {
        const material = group[0]?.material_color.material;
        if (!material) return null;
        return (
          <section key={material.id} className="swatch-group" aria-label={material.label}>
            <h4>{material.label}</h4>
            <p className="swatch-group__description">{material.description}</p>
            <div className="swatch-group__list">
              {group.map((variant) => {
                const color = variant.material_color;
                const pressed = chosen.includes(variant.id);
                return (
                  <button
                    key={variant.id}
                    type="button"
                    className="swatch"
                    aria-pressed={pressed}
                    aria-label={`${color.label}, ${material.label}, ${delta(variant.price)}`}
                    data-testid="swatch"
                    onClick={() =>
                      dispatch({
                        type: pressed ? "deselect-variant" : "choose-variant",
                        componentId: component.id,
                        variantId: variant.id,
                      })
                    }
                  >
                    {color.swatch ? (
                      // eslint-disable-next-line @next/next/no-img-element -- tiny static SVG swatch
                      <img src={color.swatch} alt="" width={40} height={40} />
                    ) : (
                      // A colour without artwork still shows its colour.
                      <span className="swatch__chip" style={{ background: color.hex }} />
                    )}
                    <span className="swatch__label">{color.label}</span>
                    <span className="swatch__price">{delta(variant.price)}</span>
                  </button>
                );
              })}
            </div>
          </section>
        );
      })}
    </div>
  );
}

/** The choices of one component (or one member of a group). */
function MemberChoices({ state, component, dispatch }: Omit<Props, "product">) {
  const kind = kindOf(component);
  const answer = state.answers[component.id];
  const options = state.options[component.id] ?? [];
  const hasChoice =
    (state.variants[component.id] ?? []).length > 0 || options.length > 0 || answer === true;
  // Offered until the shopper says no: choosing a finish is itself a "yes" (the reducer's implied yes).
  const showSwatches =
    holdsVariants(component) && component.variants.length > 0 && answer !== false;
  const personalizable = component.personalizable;
  return (
    <>
      {component.description && <p className="choices__description">{component.description}</p>}
      {kind === "optional" && (
        <div className="choices__row" role="group" aria-label={`Add ${component.display_name}?`}>
          {[true, false].map((value) => (
            <Chip
              key={String(value)}
              pressed={answer === value}
              onClick={() =>
                dispatch({ type: "answer-optional", componentId: component.id, value })
              }
            >
              {value
                ? `Yes${component.price > 0 ? ` (${delta(component.price)})` : ""}`
                : "No, thanks"}
            </Chip>
          ))}
        </div>
      )}
      {kind === "selectable-option" && (
        <div className="choices__row" role="group" aria-label={component.display_name}>
          {component.selectable_options.map((option) => {
            const pressed = options.includes(option.id);
            return (
              <Chip
                key={option.id}
                pressed={pressed}
                onClick={() =>
                  dispatch({
                    type: pressed ? "deselect-option" : "select-option",
                    componentId: component.id,
                    optionId: option.id,
                  })
                }
              >
                {option.label} · {delta(option.price)}
              </Chip>
            );
          })}
        </div>
      )}
      {showSwatches && <Swatches state={state} component={component} dispatch={dispatch} />}
      <div className="choices__row">
        {personalizable && answer === true && (
          <Chip
            onClick={() =>
              dispatch({ type: "select-personalization", personalizableId: personalizable.id })
            }
          >
            Personalize
          </Chip>
        )}
        {hasChoice && (
          <Chip
            quiet
            onClick={() => dispatch({ type: "deselect-component", componentId: component.id })}
          >
            Clear {component.display_name}
          </Chip>
        )}
      </div>
    </>
  );
}

export function ChoicesPanel(props: Props) {
  const { product, state, component } = props;
  if (kindOf(component) !== "selectable-group") return <MemberChoices {...props} />;
  const index = indexProduct(product);
  const design = createDesignView(index, state);
  const members = (index.members.get(component.id) ?? []).filter((m) => design.isActive(m.id));
  return (
    <>
      {component.description && <p className="choices__description">{component.description}</p>}
      {members.map((member) => (
        <fieldset key={member.id} className="choices__member">
          <legend>{member.display_name}</legend>
          <MemberChoices {...props} component={member} />
        </fieldset>
      ))}
    </>
  );
}
