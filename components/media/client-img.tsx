"use client";

import type { ImgHTMLAttributes } from "react";

/**
 * A plain <img>, rendered as a client component on purpose: an <img> in the server tree makes
 * React put a preload hint for it in the route's RSC payload, so every link that prefetches the
 * route would fetch the picture, at high priority, on whatever page the shopper is on.
 */
export function ClientImg(props: ImgHTMLAttributes<HTMLImageElement> & { alt: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- getImageProps already chose the sources
  return <img {...props} alt={props.alt} />;
}
