/**
 * Where the generated artwork lives under /public. The configurator, the server-side image
 * composer and the artwork generator all derive paths from here so they can never disagree.
 */
export const artworkPaths = {
  /** Shadow and silhouette drawn under every component of a view. */
  base: (bag: string, view: string) => `/images/layers/${bag}/${view}/base.svg`,
  /** One layer per component x variant (material colour) x view. */
  variantLayer: (bag: string, view: string, component: string, material: string, color: string) =>
    `/images/layers/${bag}/${view}/${component}/${material}--${color}.svg`,
  /** One layer per selectable option x view, for selectable-option components. */
  optionLayer: (bag: string, view: string, component: string, option: string) =>
    `/images/layers/${bag}/${view}/${component}/option--${option}.svg`,
  swatch: (material: string, color: string) => `/images/swatches/${material}--${color}.svg`,
} as const;

/** Every layer view box is this size, so layers stack pixel for pixel. */
export const ARTWORK_VIEWBOX = { width: 800, height: 800 } as const;
