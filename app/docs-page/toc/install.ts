import { TOC_ATTR } from "./attributes";
import { markSectionInView } from "./scroll-spy";

const MOBILE_TOC = `details[${TOC_ATTR}="mobile"]`;

/**
 * The TOCs' behaviour, installed once the page is idle (navigation
 * enhancements): scroll-spy on scroll and resize, and the mobile disclosure
 * closing after a jump and on Escape. Only document listeners and the DOM, so
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
      markSectionInView(doc);
    });
  };

  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(`${MOBILE_TOC} a[href^="#"]`);
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
