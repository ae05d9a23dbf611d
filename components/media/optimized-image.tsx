import { getImageProps, type ImageProps } from "next/image";
import { ClientImg } from "./client-img";

type Props = Omit<ImageProps, "priority" | "preload"> & {
  /** The page's largest paint: fetched at high priority (the HTML preloads it), never lazily. */
  largestPaint?: boolean;
};

/**
 * An image through Next's optimiser (sizes, formats, srcset) as a plain <img>: the sources are
 * chosen on the server by Next's own getImageProps. next/image's component would add about 6 kB
 * of JavaScript to a page that only shows pictures; ClientImg is a few bytes (see why it is a
 * client component there).
 */
export function OptimizedImage({ largestPaint = false, ...image }: Props) {
  const { props } = getImageProps({
    ...image,
    loading: largestPaint ? "eager" : image.loading,
    fetchPriority: largestPaint ? "high" : image.fetchPriority,
  });
  return <ClientImg {...props} alt={props.alt} />;
}
