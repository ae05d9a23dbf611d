import { inStaffPreview } from "@/lib/staff/preview";

/**
 * Shown on every page while a staff member previews (draft mode on a staff session), so nobody
 * mistakes a draft for the live store. Off during prerendering, so static pages never carry it.
 */
export async function PreviewBanner() {
  if (!(await inStaffPreview())) return null;
  return (
    <aside className="preview-banner" aria-label="Preview" data-testid="preview-banner">
      <p>
        <strong>Previewing unpublished content</strong>
        <span className="preview-banner__detail">
          {" "}
          — drafts and staging pages are shown to you only.
        </span>
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
