import { getImageProps, type ImageProps } from "next/image";
import { preload } from "react-dom";

type Props = Omit<ImageProps, "priority" | "preload"> & {
  /** The page's largest paint: fetched first (a preload hint in the head), never lazily. */
  preload?: boolean;
};

/**
 * An image through Next's optimiser (sizes, formats, srcset), rendered on the server as a plain
 * <img>. next/image's own component is a client component: on a page that only shows pictures
 * it would add about 6 kB of JavaScript that does nothing a browser's <img> does not.
 */
export function OptimizedImage({ preload: first = false, ...image }: Props) {
  const { props } = getImageProps({
    ...image,
    loading: first ? "eager" : image.loading,
    fetchPriority: first ? "high" : image.fetchPriority,
  });
  if (first && typeof props.src === "string") {
    preload(props.src, {
      as: "image",
      fetchPriority: "high",
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
    });
  }
  // These are getImageProps' own optimised props: the rule's advice is already followed.
  // eslint-disable-next-line @next/next/no-img-element
  return <img {...props} alt={props.alt} />;
}
