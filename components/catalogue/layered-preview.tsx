import { ARTWORK_VIEWBOX } from "@/lib/catalogue/artwork-paths";
import type { Layer } from "@/lib/configurator/default-look";

/** Stacks a view's SVG layers in one fixed-ratio box, so nothing shifts while they load. */
export function LayeredPreview({ layers, label }: { layers: Layer[]; label: string }) {
  return (
    <figure className="layered-preview" aria-label={label} role="img">
      {layers.map((layer, index) => (
        // eslint-disable-next-line @next/next/no-img-element -- stacked SVG layers need no optimiser
        <img
          key={layer.src}
          src={layer.src}
          alt=""
          width={ARTWORK_VIEWBOX.width}
          height={ARTWORK_VIEWBOX.height}
          loading={index === 0 ? "eager" : "lazy"}
          decoding="async"
        />
      ))}
    </figure>
  );
}
