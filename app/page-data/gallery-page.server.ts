import { GALLERY_HTML_REGION, GALLERY_PATH } from "../../contracts/gallery";
import { sampleTypesHref } from "../../contracts/sample-types";
import { DOCUMENT_HTML_FIELD } from "../common/document-html";
import { renderGalleryHtml } from "../gallery/render-gallery-html.server";
import type { GuidePageData } from "./guide-page.server";

/**
 * The widget gallery: a guide whose entries are prebuilt HTML that
 * `<WidgetGallery />` shows (the document carries that HTML once), with the
 * entries added to the page's contents, and the file of its programs' names.
 */
export async function galleryPageData(page: GuidePageData) {
  const gallery = await renderGalleryHtml();
  return {
    ...page,
    toc: [...page.toc, ...gallery.toc],
    ...(gallery.named ? { sampleTypes: sampleTypesHref(GALLERY_PATH) } : {}),
    [DOCUMENT_HTML_FIELD]: { [GALLERY_HTML_REGION]: gallery.html },
  };
}
