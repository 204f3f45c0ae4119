import { pathKey } from "../common/trailing-slash";

/**
 * The docs sidebar's behaviour on its static HTML (app/docs-page/sidebar.tsx):
 * which link is the current page, and which categories are open (a toggle's
 * `aria-expanded`, flipped on a click by `SidebarRegion`). The HTML is
 * rendered once, at build time, for the page it was built with; a client-side
 * navigation moves the mark here instead of rendering the sidebar again.
 * app.css draws both states from the attributes (`aria-current`, a toggle's
 * `aria-expanded` hides its category's list and turns its arrow).
 */

/** On each category's toggle button. */
export const SIDEBAR_TOGGLE_ATTR = "data-sidebar-toggle";
/** The document-html region name of the sidebar's markup (app/common/document-html.ts). */
export const SIDEBAR_REGION = "sidebar";

/** The toggle's name; whether the category is open is its `aria-expanded` (the disclosure pattern). */
export const toggleLabel = (label: string) => `Toggle ${label}`;

/**
 * Marks the link to `pathname` as the current page and opens every category
 * around it, so that a navigation never leaves the current page inside a
 * closed category.
 */
export function markCurrentPage(root: HTMLElement, pathname: string): void {
  const here = pathKey(pathname);
  for (const link of root.querySelectorAll("a.sidebar-link")) {
    const current = pathKey(link.getAttribute("href") ?? "") === here;
    if (!current) {
      link.removeAttribute("aria-current");
      continue;
    }
    link.setAttribute("aria-current", "page");
    for (let item = link.closest("li"); item; item = item.parentElement?.closest("li") ?? null) {
      item.querySelector(`:scope>div>[${SIDEBAR_TOGGLE_ATTR}]`)?.setAttribute("aria-expanded", "true");
    }
  }
}
