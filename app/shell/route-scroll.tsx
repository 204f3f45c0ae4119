import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigate, type Location } from "react-router";
import { prefersReducedMotion, scrollWindowTo } from "./scroll/scroll-to";
import { isPlainLeftClick } from "../common/plain-click";

/**
 * Smooth scrolling for same-page anchors (behaviour §2), without deciding where to
 * go: `<ScrollRestoration />` already picks the destination (top, the hash's
 * element honouring the navbar's `scroll-padding-top`, the saved position on
 * back/forward, nothing for `preventScrollReset`) and jumps there in its
 * layout effect. For a hash change on the same page, rendered after it, this
 * component moves the page back to where the reader was and animates to that
 * destination before anything is painted. A new page is left where
 * ScrollRestoration put it: at its top or its anchor in the frame it first
 * appears, never animated from the old page's position. A reader who prefers
 * reduced motion gets the jump everywhere.
 */
// fragmentElement and anchorLine mirror reveal-fragment.ts and lib/toc/scroll-spy.ts. A module shared by
// these lazy chunks became a chunk of its own, whose manifest entry cost the first load 142 bytes over budget.
function fragmentElement(hash: string): HTMLElement | null {
  try {
    return hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    return null;
  }
}

/** Where an anchor jump puts the element's top: below the navbar (`scroll-padding-top`) and its own `scroll-margin-top`. */
function anchorLine(element: HTMLElement): number {
  const px = (value: string) => Number.parseFloat(value) || 0;
  return (
    px(getComputedStyle(document.documentElement).scrollPaddingTop) + px(getComputedStyle(element).scrollMarginTop)
  );
}

export function RouteScroll() {
  const location = useLocation();
  const navigate = useNavigate();
  const previous = useRef<Location | null>(null);
  // The position before the route change: scroll events are dispatched on the
  // next frame, so during the layout effect this still holds the old value.
  const lastY = useRef(0);

  useEffect(() => {
    const track = () => {
      lastY.current = window.scrollY;
    };
    track();
    window.addEventListener("scroll", track, { passive: true });
    return () => window.removeEventListener("scroll", track);
  }, []);

  // In-page anchors (table of contents, heading links) go through the router
  // so that they get the same smooth scroll as any other navigation.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isPlainLeftClick(event)) return;
      const anchor = (event.target as Element | null)?.closest?.("a[href^='#']");
      const hash = anchor?.getAttribute("href");
      // The skip link stays native: the browser moves focus to its target, the router wouldn't.
      if (!hash || hash === "#" || anchor?.hasAttribute("target") || anchor?.classList.contains("skip-link")) return;
      event.preventDefault();
      void navigate({ pathname: window.location.pathname, search: window.location.search, hash });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (!before || before.key === location.key) return;
    const hashOnly =
      before.pathname === location.pathname && before.search === location.search && before.hash !== location.hash;
    if (!hashOnly) return;
    const destination = window.scrollY;
    const from = lastY.current;
    if (Math.abs(destination - from) < 1 || prefersReducedMotion()) return;
    // The animation keeps aiming at the target's anchor line while sections
    // passed on the way get their real height.
    const target = fragmentElement(location.hash);
    const line = target ? anchorLine(target) : 0;
    window.scrollTo({ top: from, behavior: "instant" });
    scrollWindowTo(target ? () => window.scrollY + target.getBoundingClientRect().top - line : destination);
  }, [location]);

  return null;
}
