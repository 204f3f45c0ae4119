import { BACK_TO_TOP_ATTR, TOC_ATTR } from "./attributes";
import { backToTop, showBackToTop, showCurrentSection } from "./follow-reader";
import { markSectionInView } from "./scroll-spy";

const MOBILE_TOC = `details[${TOC_ATTR}="mobile"]`;

/**
 * The TOCs' behaviour, installed once the page is idle (navigation
 * enhancements): scroll-spy on scroll and resize (the mobile bar names the
 * section, the back-to-top button shows past two screens), and the mobile
 * disclosure closing after a jump, on Escape and on a click outside it. Only document listeners and the DOM, so
 * it works the same on API pages, whose TOC is static HTML React never owns.
 * Returns `refresh` for a new page (called on every route change) and `stop`.
 */
export function installToc(doc: Document = document): { refresh: () => void; stop: () => void } {
  const view = doc.defaultView ?? window;
  let frame = 0;
  const refresh = () => {
    if (frame) return;
    frame = view.requestAnimationFrame(() => {
      frame = 0;
      showCurrentSection(doc, markSectionInView(doc));
      showBackToTop(doc);
    });
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null;
    if (target?.closest?.(`[${BACK_TO_TOP_ATTR}]`)) {
      backToTop(doc);
      return;
    }
    // A click anywhere else closes the open contents, as a menu would.
    const open = doc.querySelector<HTMLDetailsElement>(`${MOBILE_TOC}[open]`);
    if (open && !open.contains(target)) open.open = false;
    const link = target?.closest?.<HTMLAnchorElement>(`${MOBILE_TOC} a[href^="#"]`);
    const details = link?.closest<HTMLDetailsElement>(MOBILE_TOC);
    if (!link || !details) return;
    details.open = false;
    // The link just went out of sight: focus follows the reader to the section.
    const heading = doc.getElementById(decodeURIComponent(link.hash.slice(1)));
    if (heading) {
      if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: true });
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    const details = (event.target as Element | null)?.closest?.<HTMLDetailsElement>(MOBILE_TOC);
    if (!details?.open) return;
    details.open = false;
    details.querySelector("summary")?.focus();
  };

  view.addEventListener("scroll", refresh, { passive: true });
  view.addEventListener("resize", refresh);
  doc.addEventListener("click", onClick);
  doc.addEventListener("keydown", onKeyDown);
  refresh();
  return {
    refresh,
    stop: () => {
      view.cancelAnimationFrame(frame);
      view.removeEventListener("scroll", refresh);
      view.removeEventListener("resize", refresh);
      doc.removeEventListener("click", onClick);
      doc.removeEventListener("keydown", onKeyDown);
    },
  };
}
