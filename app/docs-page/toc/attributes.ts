/**
 * The markup contract between the "On this page" lists (server-rendered, never
 * hydrated on API pages) and the listeners that load after paint
 * (app/docs-page/toc/install.ts).
 */

/** On each TOC's container: "side" for the desktop column, "mobile" for the disclosure above the body. */
export const TOC_ATTR = "data-toc";
/** On the element that scrolls the side TOC, so the entry in view can be kept visible. */
export const TOC_SCROLL_ATTR = "data-toc-scroll";
/** The class of every entry's link; the entry of the section in view gets `aria-current="true"`. */
export const TOC_LINK_CLASS = "toc-link";
/** In the mobile TOC's summary: the title of the section being read, written by the scroll-spy. */
export const TOC_CURRENT_ATTR = "data-toc-current";
/** The back-to-top button; shown (its `hidden` removed) once the reader is two screens down. */
export const BACK_TO_TOP_ATTR = "data-back-to-top";
