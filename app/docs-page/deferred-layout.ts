import { useLayoutEffect } from "react";
import { useLocation, useNavigationType } from "react-router";
import { FULL_LAYOUT_ATTR } from "../../contracts/deferred-layout";

/**
 * Long pages leave their later sections out of the first layout: an API
 * page's options table and member groups, a guide's h2 sections
 * (rehype-sections.ts). CSS gives them `content-visibility: auto` while they
 * carry DEFERRED_LAYOUT_CLASS (app.css, .later-section), which takes 25-40 ms
 * off a phone's first frame of a class page, and halves a long guide's. They
 * are laid out as they near the viewport, with an estimated height until then.
 *
 * A jump to a position must not be computed from those estimates, or it lands
 * off its line. FULL_LAYOUT_ATTR on <html> lays every section out first: the
 * head script sets it for a load with a fragment, a reload and back/forward,
 * and `useDeferredLayout` (the bodies of API pages and guides) before the
 * router scrolls to a fragment or a saved position.
 * The router's smooth scroll follows its target while the members it passes
 * get their real height (app/shell/scroll/scroll-to.ts). A native fragment jump
 * (a contents link before hydration, a fragment typed in the address bar)
 * lands by scroll anchoring in Chromium and Firefox; for browsers without it
 * the head script lays everything out on `hashchange` and brings the target
 * back into view.
 *
 * Sections are not laid out in idle time: under Lighthouse's 4× CPU those
 * tasks counted as blocking time, more than the first frame saved.
 */

/** Lays out every deferred section before the next read of a position. */
function layOutEverything(): void {
  document.documentElement.setAttribute(FULL_LAYOUT_ATTR, "");
}

/** Back to laying out later sections as they near the viewport, for a page entered at its top. */
function deferLaterSections(): void {
  document.documentElement.removeAttribute(FULL_LAYOUT_ATTR);
}

/**
 * For a page body with deferred sections: every section is laid out before the
 * router scrolls to a fragment or a saved position, none ahead of the reader
 * for a page entered at its top. A layout effect of the body runs before
 * ScrollRestoration's (rendered after the page), so the scroll reads the real
 * layout. The document's own load is left to the head script: during
 * hydration root.tsx has not marked the document yet.
 */
export function useDeferredLayout(): void {
  const { hash, key } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (document.documentElement.dataset["hydrated"] !== "true") return;
    if (hash || navigationType === "POP") layOutEverything();
    else deferLaterSections();
  }, [hash, key, navigationType]);
}
