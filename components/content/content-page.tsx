import type { Metadata } from "next";
import { OptimizedImage } from "@/components/media/optimized-image";
import Link from "next/link";
import { claimCopy } from "@/lib/delivery/claim-copy";
import type { CatalogueContentPage } from "@/lib/catalogue/types";
import { isContentVisible } from "@/lib/catalogue/visibility";
import { CONTENT_IMAGE_SIZES, isVectorImage, Markdown } from "@/lib/content/markdown";
import { safeImageSrc } from "@/lib/content/safe-url";
import { ConsentNotice } from "@/components/privacy/consent-notice";
import { AppointmentForm } from "./appointment-form";
import { NewsletterForm } from "./newsletter-form";

/** The form of the pages whose copy says "the form on this page". */
function pageForm(slug: string) {
  if (slug === "newsletter") return <NewsletterForm />;
  if (slug === "appointments") return <AppointmentForm />;
  if (slug === "privacy") return <ConsentNotice />;
  return null;
}

/** Why a page shown here would not be shown in production (for staff on staging or preview). */
function notLiveReason(page: CatalogueContentPage): string | null {
  if (isContentVisible(page, true)) return null;
  if (page.published !== 1) return "Draft: this page is not published yet.";
  return "Not live: this page is neither production ready nor global.";
}

/** A campaign ends where the shopper acts: design a bag, or ask the atelier. */
async function CampaignClose() {
  const claim = await claimCopy();
  return (
    <aside
      className="campaign-close on-dark"
      aria-labelledby="campaign-close-title"
      data-testid="campaign-close"
    >
      <h2 id="campaign-close-title">Design yours</h2>
      <p>{claim.line}, cut and stitched by hand in our New York studio.</p>
      <div className="hero__actions">
        <Link className="button button--primary" href="/bags/all-bags">
          Design your own
        </Link>
        <Link className="button" href="/appointments" prefetch={false}>
          Talk to a designer
        </Link>
      </div>
    </aside>
  );
}

/** One content or campaign page: title, hero, body, and the page's form when it has one. */
export function ContentPage({
  page,
  notice = null,
}: {
  page: CatalogueContentPage;
  /** A correction the page's own words need now (the 21 days while the queue is long). */
  notice?: string | null;
}) {
  const hero = page.hero_image ? safeImageSrc(page.hero_image) : null;
  const status = notLiveReason(page);
  return (
    <article
      className="content-page"
      aria-labelledby="content-page-title"
      data-collection={page.collection}
      data-testid="content-page"
    >
      <header className="content-page__header">
        {status && (
          <p className="content-page__status" data-testid="content-status">
            {status}
          </p>
        )}
        <h1 id="content-page-title">{page.title}</h1>
        {notice && (
          <p className="content-page__notice" role="note" data-testid="delivery-claim-notice">
            {notice}
          </p>
        )}
      </header>
      {hero && (
        <OptimizedImage
          className="content-page__hero"
          src={hero}
          // The hero illustrates the title right above it; announcing it would repeat the title.
          alt=""
          width={CONTENT_IMAGE_SIZES.hero.width}
          height={CONTENT_IMAGE_SIZES.hero.height}
          sizes="(max-width: 1200px) 100vw, 1200px"
          largestPaint
          unoptimized={isVectorImage(hero)}
        />
      )}
      <div className="content-page__body">
        <Markdown source={page.body} />
      </div>
      {pageForm(page.slug)}
      {page.collection === "campaign" && <CampaignClose />}
    </article>
  );
}

const splitKeywords = (keywords: string) =>
  keywords
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);

/** Metadata for a content page: its own title, description, keywords, canonical and hero. */
export function contentMetadata(page: CatalogueContentPage): Metadata {
  const title = page.meta_title.trim() || page.title;
  const description = page.meta_description.trim() || undefined;
  const url = `/${page.slug}`;
  const hero = page.hero_image ? safeImageSrc(page.hero_image) : null;
  return {
    // meta_title is written in full ("… | Atelier Ardent"), so the layout's template is skipped.
    title: { absolute: title },
    description,
    keywords: splitKeywords(page.meta_keywords),
    // An alias such as /splash-of-summer points search engines at the page's own path.
    alternates: { canonical: url },
    openGraph: {
      type: "article",
      title,
      description,
      url,
      images: hero ? [{ url: hero, ...CONTENT_IMAGE_SIZES.hero, alt: page.title }] : undefined,
    },
    // Shown only because this is staging or preview: keep it out of search indexes.
    robots: isContentVisible(page, true) ? undefined : { index: false, follow: false },
  };
}
