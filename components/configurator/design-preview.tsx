"use client";

import { useEffect } from "react";
import { ARTWORK_VIEWBOX, artworkPaths } from "@/lib/catalogue/artwork-paths";
import type { ConfigurableProduct } from "@/lib/catalogue/types";
import { indexProduct, layersFor, type ConfiguratorState } from "@/lib/configurator";
import { createDesignView } from "@/lib/configurator/design";

type Props = {
  product: ConfigurableProduct;
  state: ConfiguratorState;
  view: string;
  onViewChange: (view: string) => void;
};

/** Layer images of every choice the selected step offers in this view, so a swatch click swaps instantly. */
function choiceLayers(product: ConfigurableProduct, state: ConfiguratorState, view: string) {
  const index = indexProduct(product);
  const selection = state.selection;
  const id =
    selection?.kind === "component"
      ? selection.componentId
      : selection?.kind === "personalization"
        ? index.personalizableOwner.get(selection.personalizableId)?.id
        : undefined;
  if (!id) return [];
  const components = [index.byId.get(id), ...(index.members.get(id) ?? [])];
  const sources: string[] = [];
  for (const component of components) {
    if (!component?.layers.some((l) => l.view === view)) continue;
    for (const variant of component.variants) {
      const color = variant.material_color;
      sources.push(
        artworkPaths.variantLayer(
          product.name,
          view,
          component.key,
          color.material.name,
          color.name,
        ),
      );
    }
    for (const option of component.selectable_options) {
      sources.push(artworkPaths.optionLayer(product.name, view, component.key, option.name));
    }
  }
  return sources;
}

/** Personalization text drawn where the component's layer says, in its chosen finish. */
function labelsFor(product: ConfigurableProduct, state: ConfiguratorState, view: string) {
  const index = indexProduct(product);
  const design = createDesignView(index, state);
  return index.ordered.flatMap((component) => {
    const personalizable = component.personalizable;
    const entry = personalizable ? state.personalizations[personalizable.id] : undefined;
    if (!personalizable || !entry || entry.text.trim() === "" || !design.isIncluded(component.id)) {
      return [];
    }
    const layer = component.layers.find((l) => l.view === view);
    if (!layer) return [];
    const chosen = (state.variants[component.id] ?? [])[0];
    const hex = chosen ? index.variantOwner.get(chosen)?.variant.material_color.hex : undefined;
    return [
      {
        id: personalizable.id,
        text: entry.type === "initials" ? entry.text.toUpperCase() : entry.text,
        x: layer.label_x_position,
        y: layer.label_y_position,
        position: personalizable.position_type,
        color: hex ?? "#c9a24a",
      },
    ];
  });
}

export function DesignPreview({ product, state, view, onViewChange }: Props) {
  const layers = layersFor(product, state, view);
  const labels = labelsFor(product, state, view);
  const preload = choiceLayers(product, state, view).join("\n");

  useEffect(() => {
    // Warm the browser cache with the selected step's alternatives; the images are static SVGs.
    for (const src of preload.split("\n")) {
      if (src) new Image().src = src;
    }
  }, [preload]);

  // Keys by component and position (not src) so a swatch change swaps the src of the same <img>,
  // which keeps the old picture on screen until the new one is decoded.
  const seen = new Map<string, number>();
  const keyed = layers.map((layer) => {
    const n = seen.get(layer.component) ?? 0;
    seen.set(layer.component, n + 1);
    return { ...layer, key: `${layer.component}:${n}` };
  });

  return (
    <div className="design-preview">
      <figure
        className="design-preview__stage"
        role="img"
        aria-label={`${product.label}, ${view} view`}
        data-testid="design-preview"
      >
        {keyed.map((layer) => (
          // eslint-disable-next-line @next/next/no-img-element -- stacked SVG layers need no optimiser
          <img
            key={layer.key}
            src={layer.src}
            alt=""
            data-layer={layer.component}
            width={ARTWORK_VIEWBOX.width}
            height={ARTWORK_VIEWBOX.height}
            decoding="async"
          />
        ))}
        {labels.map((label) => (
          <span
            key={label.id}
            className={`design-preview__label design-preview__label--${label.position}`}
            style={{ left: `${label.x}%`, top: `${label.y}%`, color: label.color }}
            data-testid="personalization-preview"
          >
            {label.text}
          </span>
        ))}
      </figure>
      {product.views.length > 1 && (
        <div className="design-preview__views" role="group" aria-label="View">
          {product.views.map((name) => (
            <button
              key={name}
              type="button"
              className="chip"
              aria-pressed={name === view}
              onClick={() => onViewChange(name)}
            >
              {name.charAt(0).toUpperCase() + name.slice(1)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
