/**
 * `<WidgetGallery />` on /docs/gallery: the gallery's HTML, built by the doc
 * loader (app/gallery/render-gallery-html.server.tsx) and shown as it is. It is
 * never hydrated element by element: the document carries it once and React
 * keeps the markup (app/common/document-html.ts), and ▶ Run is answered by one
 * listener, as are its links. Loaded lazily, like the tabs: only this page uses it.
 */
import { useLoaderData, useNavigate } from "react-router";
import { GALLERY_HTML_REGION } from "../../contracts/gallery";
import { DOCUMENT_HTML_FIELD, type DocumentHtml } from "../common/document-html";
import { internalHref } from "../common/internal-href";
import { useDocumentHtml } from "../common/use-document-html";
import { galleryRunButton, useGalleryRuns, warmIfGalleryRun, warmFrameForGalleryRuns } from "./gallery-attrs";

export function WidgetGallery() {
  const data = useLoaderData<{ [DOCUMENT_HTML_FIELD]?: DocumentHtml }>();
  const navigate = useNavigate();
  const startGalleryRun = useGalleryRuns();
  const html = useDocumentHtml(GALLERY_HTML_REGION, data[DOCUMENT_HTML_FIELD]?.[GALLERY_HTML_REGION] ?? "");
  return (
    <div
      {...html}
      ref={warmFrameForGalleryRuns}
      onPointerOver={warmIfGalleryRun}
      onPointerDown={warmIfGalleryRun}
      onFocus={warmIfGalleryRun}
      onClick={(event) => {
        const button = galleryRunButton(event.target);
        if (button) return startGalleryRun(button);
        // Links to guides, API pages and the playground navigate client-side, like the API pages' body.
        const href = internalHref(event);
        if (!href) return;
        event.preventDefault();
        void navigate(href);
      }}
    />
  );
}
