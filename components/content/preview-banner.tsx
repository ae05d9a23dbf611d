import { draftMode } from "next/headers";

/**
 * Shown on every page while staff preview (Next.js draft mode) is on, so nobody mistakes a draft
 * for the live store. Off during prerendering, so static pages never carry it.
 */
export async function PreviewBanner() {
  const { isEnabled } = await draftMode();
  if (!isEnabled) return null;
  return (
    <aside className="preview-banner" aria-label="Preview" data-testid="preview-banner">
      <p>
        <strong>Preview</strong> — you are seeing unpublished drafts as well as live pages.
      </p>
      {/*
        A form, not a link: <Link> prefetches, which would call the exit route (and end the
        preview) before anyone clicks. The route returns here using the Referer.
      */}
      <form method="post" action="/api/preview/exit">
        <button type="submit" className="preview-banner__exit">
          Exit preview
        </button>
      </form>
    </aside>
  );
}
