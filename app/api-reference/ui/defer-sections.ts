import { FULL_LAYOUT_ATTR } from "../../../contracts/deferred-layout";

/**
 * Long API pages leave their later sections (the options table, the member
 * groups) out of the first layout: CSS gives them `content-visibility: auto`
 * while they carry DEFERRED_LAYOUT_CLASS (app/api-reference/ui/styles.ts), which
 * takes 25-40 ms off a phone's first frame of a class page. They are laid out
 * as they near the viewport, with an estimated height until then.
 *
 * A jump to a position must not be computed from those estimates, or it lands
 * off its line. FULL_LAYOUT_ATTR on <html> lays every section out first: the
 * head script sets it for a load with a fragment, a reload and back/forward,
 * and `ApiBody` before the router scrolls to a fragment or a saved position.
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
export function layOutEverything(): void {
  document.documentElement.setAttribute(FULL_LAYOUT_ATTR, "");
}

/** Back to laying out later sections as they near the viewport, for a page entered at its top. */
export function deferLaterSections(): void {
  document.documentElement.removeAttribute(FULL_LAYOUT_ATTR);
}
