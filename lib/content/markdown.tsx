import Image from "next/image";
import Link from "next/link";
import type { ReactNode } from "react";
import { type Block, type Inline, parseMarkdown } from "./markdown-parse";
import { safeImageSrc, safeLinkHref } from "./safe-url";

export { parseMarkdown } from "./markdown-parse";
export type { Block } from "./markdown-parse";

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

type Options = { imageSize: ImageSize };

/** Renders a content body (see markdown-parse.ts for the syntax) as React elements. */
export function Markdown({
  source,
  imageSize = CONTENT_IMAGE_SIZES.inline,
}: {
  source: string;
  /** Intrinsic size of the images inside the body. */
  imageSize?: ImageSize;
}) {
  const options: Options = { imageSize };
  const ids = headingIds(parseMarkdown(source));
  return <>{ids.blocks.map((block, i) => renderBlock(block, i, ids.byIndex.get(i), options))}</>;
}

function renderBlock(block: Block, key: number, id: string | undefined, options: Options) {
  switch (block.type) {
    case "heading": {
      const Tag = block.level === 2 ? "h2" : "h3";
      return (
        <Tag key={key} id={id}>
          {renderInlines(block.children, options)}
        </Tag>
      );
    }
    case "paragraph":
      return <p key={key}>{renderInlines(block.children, options)}</p>;
    case "list": {
      const items = block.items.map((item, i) => <li key={i}>{renderInlines(item, options)}</li>);
      return block.ordered ? (
        <ol key={key} start={block.start === 1 ? undefined : block.start}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
    case "figure":
      return (
        <figure key={key} className="content-figure">
          {renderImage(block.src, block.alt, options, key)}
          {block.title && <figcaption>{block.title}</figcaption>}
        </figure>
      );
  }
}

function renderInlines(nodes: Inline[], options: Options): ReactNode[] {
  return nodes.map((node, i) => renderInline(node, i, options));
}

function renderInline(node: Inline, key: number, options: Options): ReactNode {
  switch (node.type) {
    case "text":
      return node.text;
    case "strong":
      return <strong key={key}>{renderInlines(node.children, options)}</strong>;
    case "em":
      return <em key={key}>{renderInlines(node.children, options)}</em>;
    case "code":
      return <code key={key}>{node.text}</code>;
    case "break":
      return <br key={key} />;
    case "image":
      return renderImage(node.src, node.alt, options, key);
    case "link":
      return renderLink(node.href, renderInlines(node.children, options), key);
  }
}

function renderLink(rawHref: string, children: ReactNode[], key: number): ReactNode {
  const href = safeLinkHref(rawHref);
  // An unsafe target (javascript:, data:, //host …) keeps its text but loses the link.
  if (href === null) return <span key={key}>{children}</span>;
  // Route handlers are not pages: a prefetch of one (say /api/preview/exit) would run it.
  if (href.startsWith("/") && !href.startsWith("/api/")) {
    return (
      <Link key={key} href={href}>
        {children}
      </Link>
    );
  }
  return (
    <a key={key} href={href} rel={/^https?:/i.test(href) ? "external noopener" : undefined}>
      {children}
    </a>
  );
}

function renderImage(rawSrc: string, alt: string, options: Options, key: number): ReactNode {
  const src = safeImageSrc(rawSrc);
  if (src === null) return alt ? <span key={key}>{alt}</span> : null;
  return (
    <Image
      key={key}
      src={src}
      // An image without alt text is decorative; say so rather than let a reader spell the URL.
      alt={alt}
      width={options.imageSize.width}
      height={options.imageSize.height}
      sizes={`(max-width: ${options.imageSize.width}px) 100vw, ${options.imageSize.width}px`}
      loading="lazy"
      unoptimized={isVectorImage(src)}
    />
  );
}

/** Stable, unique ids for h2/h3 so FAQ answers and sections can be linked with `#`. */
function headingIds(blocks: Block[]): { blocks: Block[]; byIndex: Map<number, string> } {
  const used = new Map<string, number>();
  const byIndex = new Map<number, string>();
  blocks.forEach((block, i) => {
    if (block.type !== "heading") return;
    const base =
      plainText(block.children)
        .toLowerCase()
        .normalize("NFKD")
        .replace(/[\u0300-\u036f]/g, "")
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, "")
        .slice(0, 80) || "section";
    const count = used.get(base) ?? 0;
    used.set(base, count + 1);
    byIndex.set(i, count === 0 ? base : `${base}-${count + 1}`);
  });
  return { blocks, byIndex };
}

/** The text of inline nodes, for ids and metadata. */
function plainText(nodes: Inline[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case "text":
        case "code":
          return node.text;
        case "break":
          return " ";
        case "image":
          return node.alt;
        default:
          return plainText(node.children);
      }
    })
    .join("");
}
