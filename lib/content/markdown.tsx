import type { Element, Root, RootContent } from "hast";
import type { Root as MdRoot, RootContent as MdContent } from "mdast";
import Image from "next/image";
import Link from "next/link";
import type { ReactNode } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import rehypeSanitize from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import { safeImageSrc, safeLinkHref } from "./safe-url";

export type ImageSize = { width: number; height: number };

/**
 * Sizes of the generated content illustrations (scripts/content-images: hero 1600 x 900, images
 * inside a body 800 x 600). Giving the <img> its real width and height lets the browser reserve
 * the space before the file arrives, so the text below never jumps.
 */
export const CONTENT_IMAGE_SIZES = {
  hero: { width: 1600, height: 900 },
  inline: { width: 800, height: 600 },
} as const satisfies Record<string, ImageSize>;

/** Vector files gain nothing from the image optimizer, which refuses SVG anyway. */
export const isVectorImage = (src: string) => /\.svg(?:[?#]|$)/i.test(src);

/**
 * Renders a content body, written by marketing staff in Markdown (CommonMark with GitHub's
 * extensions), as React elements: react-markdown never produces HTML from the text (raw HTML is
 * shown as text), rehype-sanitize drops what GitHub would, and links and images pass our own
 * checks (lib/content/safe-url.ts) before they are drawn.
 */
export function Markdown({
  source,
  imageSize = CONTENT_IMAGE_SIZES.inline,
}: {
  source: string;
  /** Intrinsic size of the images inside the body. */
  imageSize?: ImageSize;
}) {
  return (
    <ReactMarkdown
      remarkPlugins={[remarkGfm, remarkHtmlAsText]}
      rehypePlugins={[rehypeSanitize, rehypeOutline]}
      // Every URL is checked by the components below, which know the site's own rules.
      urlTransform={(url) => url}
      components={components(imageSize)}
    >
      {source}
    </ReactMarkdown>
  );
}

function components(imageSize: ImageSize): Components {
  return {
    a: ({ href, children }) => renderLink(href ?? "", children),
    img: ({ src, alt }) => renderImage(typeof src === "string" ? src : "", alt ?? "", imageSize),
    // A paragraph holding only an image is a figure; the image's title is its caption.
    p: ({ node, children }) => {
      const image = loneImage(node);
      if (!image) return <p>{children}</p>;
      const { src, alt, title } = image.properties;
      return (
        <figure className="content-figure">
          {renderImage(String(src ?? ""), String(alt ?? ""), imageSize)}
          {typeof title === "string" && title && <figcaption>{title}</figcaption>}
        </figure>
      );
    },
  };
}

function loneImage(node: Element | undefined): Element | null {
  const parts = (node?.children ?? []).filter(
    (child) => !(child.type === "text" && child.value.trim() === ""),
  );
  const [only] = parts;
  return parts.length === 1 && only?.type === "element" && only.tagName === "img" ? only : null;
}

function renderLink(rawHref: string, children: ReactNode): ReactNode {
  const href = safeLinkHref(rawHref);
  // An unsafe target (javascript:, data:, //host …) keeps its text but loses the link.
  if (href === null) return <span>{children}</span>;
  // Route handlers are not pages: a prefetch of one (say /api/preview/exit) would run it.
  if (href.startsWith("/") && !href.startsWith("/api/")) return <Link href={href}>{children}</Link>;
  return (
    <a href={href} rel={/^https?:/i.test(href) ? "external noopener" : undefined}>
      {children}
    </a>
  );
}

function renderImage(rawSrc: string, alt: string, size: ImageSize): ReactNode {
  const src = safeImageSrc(rawSrc);
  if (src === null) return alt ? <span>{alt}</span> : null;
  return (
    <Image
      src={src}
      // An image without alt text is decorative; say so rather than let a reader spell the URL.
      alt={alt}
      width={size.width}
      height={size.height}
      sizes={`(max-width: ${size.width}px) 100vw, ${size.width}px`}
      loading="lazy"
      unoptimized={isVectorImage(src)}
    />
  );
}

/**
 * HTML typed in a body is shown as the text it is, never dropped silently and never markup: an
 * editor who pastes a tag sees it on the page and can take it out.
 */
function remarkHtmlAsText() {
  return (tree: MdRoot) => {
    const visit = (nodes: (MdRoot | MdContent)[]) => {
      for (const node of nodes) {
        if (node.type === "html") Object.assign(node, { type: "text" });
        else if ("children" in node) visit(node.children);
      }
    };
    visit([tree]);
  };
}

/**
 * The page title is the only h1, so `#` becomes h2 and anything below `###` stays at h3; each
 * heading gets a stable, unique id so FAQ answers and sections can be linked with `#`.
 */
function rehypeOutline() {
  return (tree: Root) => {
    const used = new Map<string, number>();
    const visit = (nodes: (Root | RootContent)[]) => {
      for (const node of nodes) {
        if (node.type !== "element" && node.type !== "root") continue;
        if (node.type === "element" && /^h[1-6]$/.test(node.tagName)) {
          const level = Number(node.tagName[1]);
          node.tagName = level <= 2 ? "h2" : "h3";
          const base = slug(textOf(node)) || "section";
          const count = used.get(base) ?? 0;
          used.set(base, count + 1);
          node.properties.id = count === 0 ? base : `${base}-${count + 1}`;
          continue;
        }
        visit(node.children);
      }
    };
    visit([tree]);
  };
}

function textOf(node: Root | RootContent): string {
  if (node.type === "text") return node.value;
  if (node.type === "element" && node.tagName === "img") return String(node.properties.alt ?? "");
  if (node.type === "element" || node.type === "root") return node.children.map(textOf).join("");
  return "";
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
