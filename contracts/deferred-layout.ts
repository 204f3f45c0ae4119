/**
 * Names shared by the API pages' render, guides' compile (rehype-sections.ts), app.css, the head script and
 * app/docs-page/deferred-layout.ts, which explains the mechanism: a section
 * with DEFERRED_LAYOUT_CLASS is laid out when it nears the viewport, and
 * FULL_LAYOUT_ATTR on <html> lays out all of them.
 */
export const DEFERRED_LAYOUT_CLASS = "later-section";
export const FULL_LAYOUT_ATTR = "data-full-layout";
