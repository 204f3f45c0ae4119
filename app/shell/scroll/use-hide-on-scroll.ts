import { useEffect, useState } from "react";

/** Set on <html> by the search modal while it is open (contract with the search feature). */
export const SEARCH_OPEN_ATTR = "data-search-open";

/**
 * Hidden while the reader scrolls down, shown again on any scroll up (behaviour §2).
 * Always shown near the top of the page, and never hidden while a menu
 * (`pinned`) or the search modal is open: hiding the bar would take the
 * control that closes them off screen.
 */
export function useHideOnScroll(enabled: boolean, pinned: boolean, topZone: number): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    // The starting position is read in the next frame, where the browser lays
    // the page out anyway: read here, right after hydration, it would force
    // that layout on its own, in the middle of the page's busiest moment.
    let last: number | undefined;
    const frame = requestAnimationFrame(() => {
      last ??= window.scrollY;
    });
    const onScroll = () => {
      const y = window.scrollY;
      const searchOpen = document.documentElement.hasAttribute(SEARCH_OPEN_ATTR);
      if (y < topZone || pinned || searchOpen) setHidden(false);
      else if (last !== undefined && y > last) setHidden(true);
      else if (last !== undefined && y < last) setHidden(false);
      last = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
    };
  }, [enabled, pinned, topZone]);
  return enabled && hidden && !pinned;
}
