import { TOC_ATTR, TOC_LINK_CLASS, TOC_SCROLL_ATTR } from "./attributes";

/** How far below the navbar's scroll padding a heading still counts as the one being read. */
const READING_LINE_SLACK_PX = 16;

/**
 * The id of the section being read: the last heading, in the TOCs' order,
 * whose top has passed its reading line: where an anchor jump puts it (the
 * root's `scroll-padding-top` plus the heading's own `scroll-margin-top`),
 * plus a little slack. Above the first heading there is none.
 */
export function sectionInView(doc: Document, ids: readonly string[]): string | undefined {
  const view = doc.defaultView;
  if (!view) return undefined;
  const padding = Number.parseFloat(view.getComputedStyle(doc.documentElement).scrollPaddingTop) || 0;
  // At the bottom of the page the last sections can never reach the line: the lowest heading in sight is read.
  const atBottom = view.scrollY + view.innerHeight >= doc.documentElement.scrollHeight - 2;
  let current: string | undefined;
  for (const id of ids) {
    const heading = doc.getElementById(id);
    if (!heading) continue;
    const top = heading.getBoundingClientRect().top;
    const line = atBottom ? view.innerHeight : padding + scrollMargin(heading) + READING_LINE_SLACK_PX;
    if (top > line) break;
    current = id;
  }
  return current;
}

const margins = new WeakMap<Element, number>();

/** A heading's `scroll-margin-top`, read once: styles do not change while a page is shown. */
function scrollMargin(heading: Element): number {
  let margin = margins.get(heading);
  if (margin === undefined) {
    margin = Number.parseFloat(getComputedStyle(heading).scrollMarginTop) || 0;
    margins.set(heading, margin);
  }
  return margin;
}

/** Every TOC link on the page (the side column and the mobile disclosure). */
export function tocLinks(doc: Document): HTMLAnchorElement[] {
  return [...doc.querySelectorAll<HTMLAnchorElement>(`[${TOC_ATTR}] a.${TOC_LINK_CLASS}`)];
}

/**
 * Marks the entry of the section in view in every TOC (`aria-current="true"`)
 * and scrolls the side column, when it is visible, to keep that entry in view.
 */
export function markSectionInView(doc: Document): string | undefined {
  const links = tocLinks(doc);
  // Both TOCs list the same entries: each heading once, in order.
  const ids = [...new Set(links.map((link) => decodeURIComponent(link.hash.slice(1))).filter(Boolean))];
  const current = sectionInView(doc, ids);
  for (const link of links) {
    const active = current !== undefined && decodeURIComponent(link.hash.slice(1)) === current;
    if (active === (link.getAttribute("aria-current") === "true")) continue;
    if (active) {
      link.setAttribute("aria-current", "true");
      keepInView(link);
    } else link.removeAttribute("aria-current");
  }
  return current;
}

function keepInView(link: HTMLElement): void {
  const column = link.closest<HTMLElement>(`[${TOC_SCROLL_ATTR}]`);
  // Hidden (a phone) or short enough to show every entry: nothing to scroll.
  if (!column || column.clientHeight === 0 || column.scrollHeight <= column.clientHeight) return;
  const box = column.getBoundingClientRect();
  const entry = link.getBoundingClientRect();
  if (entry.top >= box.top && entry.bottom <= box.bottom) return;
  // Only the column moves: scrollIntoView would also scroll the window.
  column.scrollTop += entry.top - box.top - (column.clientHeight - entry.height) / 2;
}
