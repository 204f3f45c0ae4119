import { whenIdle } from "../idle/idle-queue";
import { DEFERRED_LAYOUT_CLASS, FULL_LAYOUT_ATTR } from "../../contracts/deferred-layout";

/**
 * Long API pages leave their later sections (the options table, the member
 * groups) out of the first layout: CSS gives them `content-visibility: auto`
 * while they carry DEFERRED_LAYOUT_CLASS (app/components/api/styles.ts), which
 * takes 25-40 ms off a phone's first frame of a class page. Two things need
 * the real layout of the whole page instead:
 *
 * - a jump to a position (a fragment, a restored scroll position), which
 *   would be computed from estimated heights and land off its line: before
 *   one, FULL_LAYOUT_ATTR on <html> lays every section out. The head script
 *   sets it for a load with a fragment, a reload and back/forward; `ApiBody`
 *   before the router scrolls to a fragment or a saved position. A native
 *   fragment jump (a contents link before hydration, a fragment typed in the
 *   address bar) lands by scroll anchoring in Chromium and Firefox; for
 *   browsers without it, the head script lays everything out on the
 *   `hashchange` and brings the target back into view. The router's smooth
 *   scroll follows its target as it moves (app/lib/scroll/scroll-to.ts);
 * - the scrollbar and browsers without scroll anchoring: once the page is
 *   idle, the sections are laid out one per idle period, each a short task.
 */
/** Lays out every deferred section before the next read of a position. */
export function layOutEverything(): void {
  document.documentElement.setAttribute(FULL_LAYOUT_ATTR, "");
}

/** Back to laying out later sections when they near the viewport, for a page entered at its top. */
export function deferLaterSections(): void {
  document.documentElement.removeAttribute(FULL_LAYOUT_ATTR);
}

/** Lays out `root`'s deferred sections one per idle period; returns the stop for when the page leaves. */
export function layOutWhenIdle(root: HTMLElement): () => void {
  let stopped = false;
  for (const section of root.querySelectorAll<HTMLElement>(`.${DEFERRED_LAYOUT_CLASS}`)) {
    whenIdle(() => {
      if (stopped || !section.isConnected) return;
      section.classList.remove(DEFERRED_LAYOUT_CLASS);
      // Laid out now, inside this idle period, not together with the next ones in a frame.
      void section.offsetHeight;
    });
  }
  return () => {
    stopped = true;
  };
}
