import { BACK_TO_TOP_ATTR, TOC_ATTR, TOC_CURRENT_ATTR } from "./attributes";
import { tocLinks } from "./scroll-spy";

/** How many screens down the page the back-to-top button appears. */
export const BACK_TO_TOP_AFTER_SCREENS = 2;

/**
 * Writes the title of the section being read into the mobile bar's summary
 * (nothing above the first heading). The bar is React's markup, but this
 * slot is rendered empty and never re-rendered with children: React leaves
 * its text to this function.
 */
export function showCurrentSection(doc: Document, id: string | undefined): void {
  const slot = doc.querySelector(`[${TOC_ATTR}="mobile"] [${TOC_CURRENT_ATTR}]`);
  if (!slot) return;
  const link =
    id === undefined ? undefined : tocLinks(doc).find((entry) => decodeURIComponent(entry.hash.slice(1)) === id);
  const text = link?.textContent ?? "";
  if (slot.textContent !== text) slot.textContent = text;
}

/** Shows the back-to-top button once the reader is more than two screens down, and hides it above. */
export function showBackToTop(doc: Document): void {
  const button = doc.querySelector<HTMLElement>(`[${BACK_TO_TOP_ATTR}]`);
  const view = doc.defaultView;
  if (!button || !view) return;
  const shown = view.scrollY > BACK_TO_TOP_AFTER_SCREENS * view.innerHeight;
  if (button.hidden === shown) button.hidden = !shown;
}

/** Back to the top of the page, the focus with it: on the page's title, so the next Tab starts there. */
export function backToTop(doc: Document): void {
  const view = doc.defaultView;
  if (!view) return;
  const reduced = view.matchMedia("(prefers-reduced-motion: reduce)").matches;
  view.scrollTo({ top: 0, behavior: reduced ? "instant" : "smooth" });
  const title = doc.querySelector<HTMLElement>("article h1");
  if (!title) return;
  if (!title.hasAttribute("tabindex")) title.setAttribute("tabindex", "-1");
  title.focus({ preventScroll: true });
}
