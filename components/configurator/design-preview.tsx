"use client";

import { useEffect } from "react";
import { ARTWORK_VIEWBOX } from "@/lib/catalogue/artwork-paths";
import type { ConfiguratorView } from "./view-model";

type Props = {
  label: string;
  views: readonly string[];
  view: string;
  shown: Pick<ConfiguratorView, "layers" | "labels" | "preload">;
  onViewChange: (view: string) => void;
};

export function DesignPreview({ label, views, view, shown, onViewChange }: Props) {
  const preload = shown.preload.join("\n");

  useEffect(() => {
    // Warm the browser cache with the selected step's alternatives (static SVGs), once the
    // browser is idle: fetched at once they shared a slow network with the layers on screen and
    // put off the page's largest paint (issue 36).
    const warm = () => {
      for (const src of preload.split("\n")) {
        if (src) new Image().src = src;
      }
    };
    if (typeof window.requestIdleCallback !== "function") {
      const timer = window.setTimeout(warm, 200);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(warm, { timeout: 2000 });
    return () => window.cancelIdleCallback(idle);
  }, [preload]);

  // Keys by component and position (not src) so a swatch change swaps the src of the same <img>,
  // which keeps the old picture on screen until the new one is decoded.
  const seen = new Map<string, number>();
  const keyed = shown.layers.map((layer) => {
    const n = seen.get(layer.component) ?? 0;
    seen.set(layer.component, n + 1);
    return { ...layer, key: `${layer.component}:${n}` };
  });

  return (
    <div className="design-preview">
      <figure
        className="design-preview__stage"
        role="img"
        aria-label={`${label}, ${view} view`}
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
            // The layers on screen are the page's largest paint: asked for before the rest.
            fetchPriority="high"
          />
        ))}
        {shown.labels.map((text) => (
          <span
            key={text.id}
            className={`design-preview__label design-preview__label--${text.position}`}
            style={{ left: `${text.x}%`, top: `${text.y}%`, color: text.color }}
            data-testid="personalization-preview"
          >
            {text.text}
          </span>
        ))}
      </figure>
      {views.length > 1 && (
        <div className="design-preview__views" role="group" aria-label="View">
          {views.map((name) => (
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
