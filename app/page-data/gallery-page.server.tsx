import { GALLERY_PATH } from "../../contracts/gallery";
import { sampleTypesHref } from "../../contracts/sample-types";
import { Island } from "../docs-page/islands/island";
import { renderGalleryHtml } from "../gallery/render-gallery-html.server";
import { guidePageData } from "./guide-page.server";
import { findPage } from "../content-pipeline/.server/content/manifest";

/** Found in the manifest alone: the page's chrome is built once, by guidePageData. */
export function isGalleryPage(pathname: string): boolean {
  return findPage(pathname)?.path === GALLERY_PATH;
}

/**
 * The widget gallery: a guide whose `<WidgetGallery />` is the prebuilt HTML
 * of its entries, part of the body like the rest (the body's listener answers
 * their ▶ Run and links), with the entries added to the page's contents and
 * the file of its programs' names.
 */
export async function galleryPageData(pathname: string) {
  const gallery = await renderGalleryHtml();
  const WidgetGallery = () => (
    <>
      <div dangerouslySetInnerHTML={{ __html: gallery.html }} />
      {gallery.named ? <Island name="sample-types" props={{ src: sampleTypesHref(GALLERY_PATH) }} /> : null}
    </>
  );
  const page = await guidePageData(pathname, { WidgetGallery });
  return { ...page, toc: [...page.toc, ...gallery.toc] };
}
