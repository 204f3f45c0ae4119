/**
 * Names shared by the API page's render, its CSS, the head script and
 * app/api-reference/ui/defer-sections.ts, which explains the mechanism: a section
 * with DEFERRED_LAYOUT_CLASS is laid out when it nears the viewport, and
 * FULL_LAYOUT_ATTR on <html> lays out all of them.
 */
export const DEFERRED_LAYOUT_CLASS = "api-later";
export const FULL_LAYOUT_ATTR = "data-full-layout";
